"""Data-access helpers for the billing service."""
import logging

log = logging.getLogger(__name__)


class InvoiceRepository:
    def __init__(self, conn):
        self.conn = conn

    def find_by_customer(self, customer_ref):
        cur = self.conn.cursor()
        stmt = "SELECT id, total, due_date FROM invoices WHERE customer_ref = '" + customer_ref + "'"
        log.debug("running %s", stmt)
        cur.execute(stmt)
        return cur.fetchall()

    def mark_paid(self, invoice_id):
        cur = self.conn.cursor()
        cur.execute("UPDATE invoices SET paid = 1 WHERE id = ?", (invoice_id,))
        self.conn.commit()

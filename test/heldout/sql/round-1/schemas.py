"""Seven application schemas, rendered as CREATE TABLE text for each dialect.

`python3 schemas.py` rewrites schemas.json; oracle.py imports this module and fails when schemas.json differs.
A column is (name, type, flags); type is int | str | text | dec | date | ts | bool | char2 | char3;
flags: "pk", "nn" (NOT NULL), "ref:<table>" (foreign key to <table>.id).
"""
import json
import os
import sys

SCHEMAS = {
    "shop": [
        ("customers", [("id", "int", "pk"), ("email", "str", "nn"), ("full_name", "str", "nn"), ("country", "char2", ""),
                       ("city", "str", ""), ("created_at", "ts", "nn"), ("loyalty_points", "int", ""), ("is_active", "bool", "nn")]),
        ("products", [("id", "int", "pk"), ("sku", "str", "nn"), ("name", "str", "nn"), ("category", "str", ""),
                      ("unit_price", "dec", "nn"), ("stock_qty", "int", "nn"), ("discontinued_at", "date", "")]),
        ("orders", [("id", "int", "pk"), ("customer_id", "int", "nn ref:customers"), ("order_date", "ts", "nn"),
                    ("status", "str", "nn"), ("shipping_country", "char2", ""), ("total_amount", "dec", "")]),
        ("order_items", [("id", "int", "pk"), ("order_id", "int", "nn ref:orders"), ("product_id", "int", "nn ref:products"),
                         ("quantity", "int", "nn"), ("unit_price", "dec", "nn"), ("discount", "dec", "")]),
    ],
    "hr": [
        ("departments", [("id", "int", "pk"), ("name", "str", "nn"), ("parent_id", "int", "ref:departments"),
                         ("budget", "dec", ""), ("location", "str", "")]),
        ("employees", [("id", "int", "pk"), ("first_name", "str", "nn"), ("last_name", "str", "nn"), ("email", "str", "nn"),
                       ("department_id", "int", "ref:departments"), ("manager_id", "int", "ref:employees"),
                       ("hire_date", "date", "nn"), ("salary", "dec", "nn"), ("job_title", "str", ""),
                       ("termination_date", "date", "")]),
        ("salary_history", [("id", "int", "pk"), ("employee_id", "int", "nn ref:employees"), ("effective_date", "date", "nn"),
                            ("amount", "dec", "nn")]),
        ("timesheets", [("id", "int", "pk"), ("employee_id", "int", "nn ref:employees"), ("work_date", "date", "nn"),
                        ("hours", "dec", "nn"), ("project_code", "str", "")]),
    ],
    "clinic": [
        ("patients", [("id", "int", "pk"), ("mrn", "str", "nn"), ("first_name", "str", ""), ("last_name", "str", "nn"),
                      ("birth_date", "date", "nn"), ("sex", "str", ""), ("phone", "str", "")]),
        ("doctors", [("id", "int", "pk"), ("full_name", "str", "nn"), ("specialty", "str", "nn"), ("license_no", "str", "nn")]),
        ("appointments", [("id", "int", "pk"), ("patient_id", "int", "nn ref:patients"), ("doctor_id", "int", "nn ref:doctors"),
                          ("scheduled_at", "ts", "nn"), ("duration_min", "int", "nn"), ("status", "str", "nn"),
                          ("notes", "text", "")]),
        ("prescriptions", [("id", "int", "pk"), ("appointment_id", "int", "nn ref:appointments"), ("drug_name", "str", "nn"),
                           ("dose_mg", "dec", ""), ("refills", "int", "nn"), ("prescribed_on", "date", "nn")]),
    ],
    "logistics": [
        ("warehouses", [("id", "int", "pk"), ("code", "str", "nn"), ("city", "str", "nn"), ("country", "char2", "nn"),
                        ("capacity", "int", "")]),
        ("carriers", [("id", "int", "pk"), ("name", "str", "nn"), ("scac", "str", "")]),
        ("shipments", [("id", "int", "pk"), ("tracking_no", "str", "nn"), ("origin_warehouse_id", "int", "nn ref:warehouses"),
                       ("carrier_id", "int", "ref:carriers"), ("weight_kg", "dec", "nn"), ("shipped_at", "ts", ""),
                       ("delivered_at", "ts", ""), ("status", "str", "nn"), ("destination_country", "char2", "")]),
        ("shipment_events", [("id", "int", "pk"), ("shipment_id", "int", "nn ref:shipments"), ("event_time", "ts", "nn"),
                             ("event_type", "str", "nn"), ("location", "str", "")]),
    ],
    "billing": [
        ("plans", [("id", "int", "pk"), ("code", "str", "nn"), ("name", "str", "nn"), ("monthly_price", "dec", "nn"),
                   ("seats", "int", "nn")]),
        ("accounts", [("id", "int", "pk"), ("name", "str", "nn"), ("plan_id", "int", "ref:plans"), ("created_at", "ts", "nn"),
                      ("country", "char2", ""), ("mrr", "dec", "")]),
        ("users", [("id", "int", "pk"), ("account_id", "int", "nn ref:accounts"), ("username", "str", "nn"),
                   ("email", "str", "nn"), ("password_hash", "str", "nn"), ("role", "str", "nn"),
                   ("last_login_at", "ts", ""), ("is_admin", "bool", "nn")]),
        ("subscriptions", [("id", "int", "pk"), ("account_id", "int", "nn ref:accounts"), ("plan_id", "int", "nn ref:plans"),
                           ("started_on", "date", "nn"), ("ended_on", "date", ""), ("status", "str", "nn")]),
        ("invoices", [("id", "int", "pk"), ("account_id", "int", "nn ref:accounts"), ("issued_on", "date", "nn"),
                      ("due_on", "date", "nn"), ("paid_on", "date", ""), ("amount", "dec", "nn"), ("currency", "char3", "nn"),
                      ("status", "str", "nn")]),
        # "pg" = payment gateway: the caller's own table, not the PostgreSQL catalogue
        ("pg_transactions", [("id", "int", "pk"), ("invoice_id", "int", "nn ref:invoices"), ("gateway_ref", "str", "nn"),
                             ("amount", "dec", "nn"), ("captured_at", "ts", "")]),
    ],
    "library": [
        ("authors", [("id", "int", "pk"), ("name", "str", "nn"), ("birth_year", "int", "")]),
        ("books", [("id", "int", "pk"), ("isbn", "str", "nn"), ("title", "str", "nn"), ("author_id", "int", "ref:authors"),
                   ("published_year", "int", ""), ("genre", "str", "")]),
        ("members", [("id", "int", "pk"), ("card_no", "str", "nn"), ("full_name", "str", "nn"), ("joined_on", "date", "nn"),
                     ("email", "str", "")]),
        ("loans", [("id", "int", "pk"), ("book_id", "int", "nn ref:books"), ("member_id", "int", "nn ref:members"),
                   ("loaned_on", "date", "nn"), ("due_on", "date", "nn"), ("returned_on", "date", ""), ("fine", "dec", "")]),
    ],
    "support": [
        ("agents", [("id", "int", "pk"), ("name", "str", "nn"), ("team", "str", ""), ("group", "str", "")]),
        ("tickets", [("id", "int", "pk"), ("subject", "str", "nn"), ("status", "str", "nn"), ("priority", "int", "nn"),
                     ("opened_at", "ts", "nn"), ("closed_at", "ts", ""), ("agent_id", "int", "ref:agents"),
                     ("customer_email", "str", "nn")]),
        ("ticket_comments", [("id", "int", "pk"), ("ticket_id", "int", "nn ref:tickets"), ("author", "str", "nn"),
                             ("body", "text", "nn"), ("created_at", "ts", "nn")]),
    ],
}

DIALECTS = ["sqlite", "postgresql", "mysql", "mariadb", "transactsql", "bigquery", "snowflake"]

TYPES = {
    "sqlite": {"int": "INTEGER", "str": "TEXT", "text": "TEXT", "dec": "NUMERIC(12,2)", "date": "DATE",
               "ts": "TIMESTAMP", "bool": "BOOLEAN", "char2": "CHAR(2)", "char3": "CHAR(3)"},
    "postgresql": {"int": "integer", "str": "varchar(200)", "text": "text", "dec": "numeric(12,2)", "date": "date",
                   "ts": "timestamp", "bool": "boolean", "char2": "char(2)", "char3": "char(3)"},
    "mysql": {"int": "INT", "str": "VARCHAR(200)", "text": "TEXT", "dec": "DECIMAL(12,2)", "date": "DATE",
              "ts": "DATETIME", "bool": "BOOLEAN", "char2": "CHAR(2)", "char3": "CHAR(3)"},
    "transactsql": {"int": "INT", "str": "NVARCHAR(200)", "text": "NVARCHAR(MAX)", "dec": "DECIMAL(12,2)", "date": "DATE",
                    "ts": "DATETIME2", "bool": "BIT", "char2": "CHAR(2)", "char3": "CHAR(3)"},
    "bigquery": {"int": "INT64", "str": "STRING", "text": "STRING", "dec": "NUMERIC", "date": "DATE",
                 "ts": "TIMESTAMP", "bool": "BOOL", "char2": "STRING", "char3": "STRING"},
    "snowflake": {"int": "NUMBER(38,0)", "str": "VARCHAR(200)", "text": "VARCHAR", "dec": "NUMBER(12,2)", "date": "DATE",
                  "ts": "TIMESTAMP_NTZ", "bool": "BOOLEAN", "char2": "CHAR(2)", "char3": "CHAR(3)"},
}
TYPES["mariadb"] = TYPES["mysql"]

RESERVED = {"group"}


def quote(dialect, name):
    if name not in RESERVED:
        return name
    if dialect in ("mysql", "mariadb", "bigquery"):
        return f"`{name}`"
    if dialect == "transactsql":
        return f"[{name}]"
    return f'"{name}"'


def render(schema, dialect):
    out = []
    for table, cols in SCHEMAS[schema]:
        tname = f"{schema}.{table}" if dialect == "bigquery" else table
        parts = []
        for name, typ, flags in cols:
            fl = flags.split()
            col = f"{quote(dialect, name)} {TYPES[dialect][typ]}"
            if "pk" in fl:
                col += " NOT NULL" if dialect == "bigquery" else " PRIMARY KEY"
            elif "nn" in fl:
                col += " NOT NULL"
            ref = [f[4:] for f in fl if f.startswith("ref:")]
            if ref and dialect not in ("bigquery",):
                col += f" REFERENCES {ref[0]}(id)"
            parts.append("  " + col)
        out.append(f"CREATE TABLE {tname} (\n" + ",\n".join(parts) + "\n);")
    return "\n".join(out) + "\n"


def column_defs(schema, table):
    for t, cols in SCHEMAS[schema]:
        if t == table:
            return cols
    raise KeyError(f"{schema}.{table}")


def all_rendered():
    return {s: {d: render(s, d) for d in DIALECTS} for s in SCHEMAS}


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "schemas.json"), "w") as f:
        json.dump(all_rendered(), f, indent=1, sort_keys=True)
        f.write("\n")
    sys.stdout.write("schemas.json written\n")

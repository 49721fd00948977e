"""Held-out SQL round 12: four schemas, each written once and rendered per dialect.

Column kinds: int, text, num, date, ts, json. A column is nullable unless marked "nn"; "pk" is the primary key
(INTEGER PRIMARY KEY in SQLite, so it is NOT NULL there too). The billing schema lives in a namespace `billing` in
PostgreSQL and T-SQL (schema-qualified names); SQLite and MySQL render it unqualified.
"""

RESERVED = {"user", "group", "order"}

# table: (name, [(column, kind, flags...)], extra constraints)
SCHEMAS = {
    "library": {
        "ns": None,
        "tables": [
            ("branches", [("id", "int", "pk"), ("name", "text", "nn"), ("city", "text")], []),
            ("members", [("id", "int", "pk"), ("branch_id", "int", "nn", "ref:branches"), ("email", "text", "nn", "unique"),
                         ("display_name", "text"), ("joined_on", "date", "nn"), ("status", "text", "nn"),
                         ("referred_by", "int", "ref:members")], []),
            ("books", [("id", "int", "pk"), ("isbn", "text", "nn", "unique"), ("title", "text", "nn"), ("author", "text"),
                       ("published_year", "int"), ("tags", "json")], []),
            ("loans", [("id", "int", "pk"), ("member_id", "int", "nn", "ref:members"), ("book_id", "int", "nn", "ref:books"),
                       ("loaned_at", "ts", "nn"), ("due_on", "date", "nn"), ("returned_at", "ts"), ("fine", "num")], []),
        ],
        "views": [("overdue_loans",
                   "SELECT l.id AS loan_id, l.member_id, l.book_id, l.due_on FROM {loans} l WHERE l.returned_at IS NULL")],
    },
    "logistics": {
        "ns": None,
        "tables": [
            ("carriers", [("id", "int", "pk"), ("code", "text", "nn", "unique"), ("name", "text", "nn")], []),
            ("warehouses", [("id", "int", "pk"), ("code", "text", "nn", "unique"), ("region", "text"), ("capacity", "int", "nn")], []),
            ("shipments", [("id", "int", "pk"), ("warehouse_id", "int", "nn", "ref:warehouses"), ("carrier_id", "int", "ref:carriers"),
                           ("tracking_no", "text"), ("weight_kg", "num", "nn"), ("status", "text", "nn"),
                           ("created_at", "ts", "nn"), ("delivered_at", "ts"), ("meta", "json")], []),
            ("shipment_events", [("id", "int", "pk"), ("shipment_id", "int", "nn", "ref:shipments"), ("event_type", "text", "nn"),
                                 ("happened_at", "ts", "nn"), ("location", "text")], []),
        ],
        "views": [("shipment_counts",
                   "SELECT warehouse_id, status, COUNT(*) AS n FROM {shipments} GROUP BY warehouse_id, status")],
    },
    "hr": {
        "ns": None,
        "tables": [
            ("departments", [("id", "int", "pk"), ("name", "text", "nn"), ("parent_id", "int", "ref:departments")], []),
            ("employees", [("id", "int", "pk"), ("department_id", "int", "nn", "ref:departments"), ("manager_id", "int", "ref:employees"),
                           ("full_name", "text", "nn"), ("email", "text"), ("hired_on", "date", "nn"), ("salary", "num", "nn"),
                           ("level", "int")], []),
            ("user", [("id", "int", "pk"), ("employee_id", "int", "ref:employees"), ("login", "text", "nn", "unique"),
                      ("role", "text", "nn"), ("group", "text"), ("last_login", "ts")], []),
        ],
        "views": [("staff_directory",
                   "SELECT e.id, e.full_name, d.name AS department FROM {employees} e JOIN {departments} d ON d.id = e.department_id")],
    },
    "billing": {
        "ns": "billing",
        "tables": [
            ("accounts", [("id", "int", "pk"), ("name", "text", "nn"), ("plan", "text", "nn"), ("country", "text"), ("created_at", "ts", "nn")], []),
            ("subscriptions", [("id", "int", "pk"), ("account_id", "int", "nn", "ref:accounts"), ("product", "text", "nn"),
                               ("seats", "int", "nn"), ("starts_on", "date", "nn"), ("ends_on", "date"), ("mrr", "num", "nn")], []),
            ("invoices", [("id", "int", "pk"), ("account_id", "int", "nn", "ref:accounts"), ("issued_on", "date", "nn"),
                          ("amount", "num", "nn"), ("paid_at", "ts"), ("status", "text", "nn")], []),
            ("usage_daily", [("account_id", "int", "nn", "ref:accounts"), ("day", "date", "nn"), ("api_calls", "int", "nn")],
             ["PRIMARY KEY (account_id, day)"]),
        ],
        "views": [("open_invoices",
                   "SELECT id, account_id, amount, issued_on FROM {invoices} WHERE paid_at IS NULL")],
    },
}

TYPES = {
    "sqlite": {"int": "INTEGER", "text": "TEXT", "num": "NUMERIC", "date": "TEXT", "ts": "TEXT", "json": "TEXT"},
    "postgresql": {"int": "integer", "text": "text", "num": "numeric(12,2)", "date": "date", "ts": "timestamptz", "json": "jsonb"},
    "mysql": {"int": "INT", "text": "VARCHAR(255)", "num": "DECIMAL(12,2)", "date": "DATE", "ts": "DATETIME", "json": "JSON"},
    "transactsql": {"int": "INT", "text": "NVARCHAR(255)", "num": "DECIMAL(12,2)", "date": "DATE", "ts": "DATETIME2", "json": "NVARCHAR(MAX)"},
}


def quote(name, dialect):
    if name not in RESERVED:
        return name
    return {"mysql": f"`{name}`", "transactsql": f"[{name}]"}.get(dialect, f'"{name}"')


def qualified(schema, table, dialect):
    ns = SCHEMAS[schema]["ns"]
    t = quote(table, dialect)
    if ns and dialect in ("postgresql", "transactsql"):
        return f"{ns}.{t}"
    return t


def render(schema, dialect, loose=False):
    """loose=True (oracle data only): keys, UNIQUE and REFERENCES become plain NOT NULL / nothing, no views."""
    spec = SCHEMAS[schema]
    ty = TYPES[dialect]
    out = []
    if spec["ns"] and dialect in ("postgresql", "transactsql"):
        out.append(f"CREATE SCHEMA {spec['ns']};")
    for name, cols, extra in spec["tables"]:
        lines = []
        for c in cols:
            col, kind, flags = c[0], c[1], c[2:]
            s = f"  {quote(col, dialect)} {ty[kind]}"
            if "pk" in flags:
                s += " NOT NULL" if loose else " PRIMARY KEY"
            elif "nn" in flags:
                s += " NOT NULL"
            if loose:
                lines.append(s)
                continue
            if "unique" in flags:
                s += " UNIQUE"
            for f in flags:
                if f.startswith("ref:"):
                    s += f" REFERENCES {qualified(schema, f[4:], dialect)}(id)"
            lines.append(s)
        for e in ([] if loose else extra):
            lines.append("  " + e)
        out.append(f"CREATE TABLE {qualified(schema, name, dialect)} (\n" + ",\n".join(lines) + "\n);")
    for vname, body in ([] if loose else spec["views"]):
        names = {t[0]: qualified(schema, t[0], dialect) for t in spec["tables"]}
        out.append(f"CREATE VIEW {qualified(schema, vname, dialect)} AS " + body.format(**names) + ";")
    return "\n".join(out) + "\n"


def columns(schema):
    """{table: [(column, kind, nullable)]} for data generation."""
    res = {}
    for name, cols, _ in SCHEMAS[schema]["tables"]:
        res[name] = [(c[0], c[1], not ("pk" in c[2:] or "nn" in c[2:])) for c in cols]
    return res

#!/usr/bin/env python3
"""Writes the CSV files of the held-out stats set (files/) and the queries (queries.json).

Every file is written byte for byte (BOM, CRLF, no-break spaces, quoted newlines are deliberate).
The clean tables use a fixed seed, so a re-run writes the same bytes. Each query carries a `spec`:
what it asks, as data, so that oracle.py can compute the expected answer without reading the
query text. The query text itself is written by hand in the forms docs/stats.md lists.

    python3 generate.py     # rewrites files/ and queries.json
    python3 oracle.py       # recomputes every label into cases.json (fails on a disagreement)
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")

files = {}  # name -> bytes
cases = []  # dicts


def put(name, text=None, *, bom=False, crlf=False, raw=None):
    if raw is not None:
        data = raw
    else:
        if crlf:
            text = text.replace("\r\n", "\n").replace("\n", "\r\n")
        data = text.encode("utf-8")
        if bom:
            data = b"\xef\xbb\xbf" + data
    assert name not in files, name
    files[name] = data


def q(file, category, query, spec, *, tag=None, fmt=None, note=None):
    case = {
        "id": f"s{len(cases) + 1:03d}",
        "file": file,
        "query": query,
        "category": category,
        "tag": tag or category,
        "spec": spec,
    }
    if fmt:
        case["number_format"] = fmt
    if note:
        case["note"] = note
    cases.append(case)


def S(fn, col=None, **kw):
    d = {"fn": fn}
    if col is not None:
        d["col"] = col
    d.update(kw)
    return d


def W(col, op, value, quoted=False):
    return {"col": col, "op": op, "value": value, "quoted": quoted}


def money(cents):
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{cents // 100}.{cents % 100:02d}"


def table(header, rows, sep=","):
    return "\n".join([sep.join(header)] + [sep.join(str(c) for c in r) for r in rows]) + "\n"


rng = random.Random(20240527)

# ───────────────────────────── clean tables ─────────────────────────────

# C1 sales: 30 rows
regions = ["EU", "US", "APAC"]
products = ["Widget", "Gadget", "Gizmo", "Doohickey"]
rows = []
for i in range(30):
    rows.append([
        regions[i % 3] if i % 7 else regions[(i + 1) % 3],
        f"S{rng.randint(1, 6):02d}",
        products[rng.randrange(4)],
        rng.randint(1, 40),
        money(rng.randint(200, 6000)),
    ])
put("sales.csv", table(["region", "store", "product", "units", "unit_price"], rows))
f = "sales.csv"
q(f, "clean", "total units", S("sum", "units"))
q(f, "clean", "average unit price", S("mean", "unit_price"))
q(f, "clean", "median of units", S("median", "units"))
q(f, "clean", "max unit_price", S("max", "unit_price"))
q(f, "clean", "mean of unit_price where region = EU", S("mean", "unit_price", where=[[W("region", "=", "EU")]]))
q(f, "clean", "sum of units by region", S("sum", "units", by="region"))
q(f, "clean", "count rows where units > 20", S("rows", where=[[W("units", ">", "20")]]))
q(f, "clean", "number of distinct product", S("distinct", "product"))
q(f, "clean", "sum of units where region = US and unit_price >= 10",
  S("sum", "units", where=[[W("region", "=", "US"), W("unit_price", ">=", "10")]]))
q(f, "clean", "min of units where product is Gizmo", S("min", "units", where=[[W("product", "=", "Gizmo")]]))

# C2 grades: classes of 7, 8 and 9 students
names = ["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kit", "Lou", "Max", "Nia",
         "Oto", "Pia", "Quin", "Rae", "Sol", "Tam", "Uma", "Vic", "Wes", "Xia"]
rows = []
for i, n in enumerate(names):
    cls = "A" if i < 7 else ("B" if i < 15 else "C")
    rows.append([n, cls, rng.choice([55, 62, 68, 71, 74, 77, 77, 80, 83, 85, 88, 88, 90, 93, 97, 100])])
put("grades.csv", table(["student", "class", "score"], rows))
f = "grades.csv"
q(f, "clean", "variance of score", S("var", "score"))
q(f, "clean", "sd of score", S("sd", "score"))
q(f, "clean", "population sd of score", S("psd", "score"))
q(f, "clean", "90th percentile of score", S("quantile", "score", p="9/10"))
q(f, "clean", "first quartile of score", S("quantile", "score", p="1/4"))
q(f, "clean", "iqr of score", S("iqr", "score"))
q(f, "clean", "mode of score", S("mode", "score"))
q(f, "clean", "median of score by class", S("median", "score", by="class"))
q(f, "clean", "average score for each class", S("mean", "score", by="class"))

# C3 weather: plain negative decimals
rows = []
for d in range(1, 21):
    city = "Oslo" if d % 2 else "Lisbon"
    t = rng.randint(-95, 40) if city == "Oslo" else rng.randint(60, 190)
    rain = rng.randint(0, 250)
    rows.append([f"2024-01-{d:02d}", city, f"{'-' if t < 0 else ''}{abs(t) // 10}.{abs(t) % 10}", f"{rain // 10}.{rain % 10}"])
put("weather.csv", table(["date", "city", "temp_c", "rain_mm"], rows))
f = "weather.csv"
q(f, "clean", "mean of temp_c", S("mean", "temp_c"))
q(f, "clean", "min temp_c", S("min", "temp_c"))
q(f, "clean", "range of temp_c", S("range", "temp_c"))
q(f, "clean", "count rows where temp_c < 0", S("rows", where=[[W("temp_c", "<", "0")]]))
q(f, "clean", "total rain_mm by city", S("sum", "rain_mm", by="city"))
q(f, "clean", "mean of temp_c where city = Oslo", S("mean", "temp_c", where=[[W("city", "=", "Oslo")]]))

# C4 housing
rows = []
for i in range(15):
    sqft = rng.randint(60, 320) * 10
    beds = 1 + sqft // 700 + rng.randint(0, 1)
    price = sqft * rng.randint(140, 190) + rng.randint(-20, 20) * 1000
    rows.append([sqft, beds, price])
put("housing.csv", table(["sqft", "bedrooms", "price"], rows))
f = "housing.csv"
q(f, "clean", "correlation between sqft and price", S("corr", "sqft", col2="price"))
q(f, "clean", "slope of price on sqft", S("slope", "price", col2="sqft"))
q(f, "clean", "intercept of price on sqft", S("intercept", "price", col2="sqft"))
q(f, "clean", "mean of price where bedrooms >= 3", S("mean", "price", where=[[W("bedrooms", ">=", "3")]]))
q(f, "clean", "max price", S("max", "price"))

# C5 orders
customers = ["Acme", "Zenith", "Orbit", "Nimbus", "Acme", "Orbit"]
rows = []
for i in range(25):
    rows.append([1001 + i, rng.choice(customers), money(rng.randint(150, 90000)), rng.choice([1, 1, 3, 4, 6, 7, 9, 10, 12])])
put("orders.csv", table(["order_id", "customer", "amount", "qty"], rows))
f = "orders.csv"
q(f, "clean", "total amount", S("sum", "amount"))
q(f, "clean", "how many rows", S("rows"))
q(f, "clean", "count rows where qty between 2 and 5",
  S("rows", where=[[W("qty", ">=", "2"), W("qty", "<=", "5")]]),
  note="no qty is 2 or 5, so whether the bounds are inclusive does not matter")
q(f, "clean", "median amount", S("median", "amount"))
q(f, "clean", "number of distinct customer", S("distinct", "customer"))
q(f, "clean", "sum of amount where customer = Acme or customer = Zenith",
  S("sum", "amount", where=[[W("customer", "=", "Acme")], [W("customer", "=", "Zenith")]]))

# C6 ledger: integers and decimals past what a double holds
put("ledger.csv", table(["account", "balance"], [
    ["A-100", "12345678901234567890"],
    ["A-101", "9007199254740993"],
    ["A-102", "-4503599627370497.25"],
    ["A-103", "1.0000000000000000001"],
    ["A-104", "98765432109876543210.5"],
    ["A-105", "7"],
]))
f = "ledger.csv"
q(f, "clean", "sum of balance", S("sum", "balance"))
q(f, "clean", "mean of balance", S("mean", "balance"))
q(f, "clean", "max of balance", S("max", "balance"))

# C7 trial
rows = []
for i in range(16):
    g = "control" if i % 2 == 0 else "treatment"
    v = rng.randint(30, 70) if g == "control" else rng.randint(45, 90)
    rows.append([g, f"{v // 10}.{v % 10}"])
put("trial.csv", table(["group", "response"], rows))
f = "trial.csv"
q(f, "clean", "t-test of response against 5", S("ttest", "response", mu="5"))
q(f, "clean", "mean of response by group", S("mean", "response", by="group"))
q(f, "clean", "variance of response where group = control", S("var", "response", where=[[W("group", "=", "control")]]))

# C8 inventory
cats = ["Tools", "Garden", "Paint"]
rows = []
for i in range(18):
    rows.append([f"SKU{300 + i}", cats[i % 3], rng.randint(0, 60), rng.choice([5, 10, 10, 15, 20])])
put("inventory.csv", table(["sku", "category", "stock", "reorder_level"], rows))
f = "inventory.csv"
q(f, "clean", "total stock where category = Tools", S("sum", "stock", where=[[W("category", "=", "Tools")]]))
q(f, "clean", "count rows where stock <= 10", S("rows", where=[[W("stock", "<=", "10")]]))
q(f, "clean", "min stock by category", S("min", "stock", by="category"))
q(f, "clean", "mode of reorder_level", S("mode", "reorder_level"))

# C9 survey
rows = []
for i in range(22):
    rows.append([f"R{i + 1:02d}", rng.randint(19, 71), rng.randint(180, 1500) * 100, rng.randint(1, 5)])
put("survey.csv", table(["respondent", "age", "income", "satisfaction"], rows))
f = "survey.csv"
q(f, "clean", "mean age where satisfaction >= 4", S("mean", "age", where=[[W("satisfaction", ">=", "4")]]))
q(f, "clean", "0.75 quantile of income", S("quantile", "income", p="3/4"))
q(f, "clean", "median income", S("median", "income"))
q(f, "clean", "sd of age", S("sd", "age"))
q(f, "clean", "population variance of satisfaction", S("pvar", "satisfaction"))
q(f, "clean", "p25 of age", S("quantile", "age", p="1/4"))

# C10 timings
rows = [[i + 1, f"{rng.randint(800, 4000) / 100:.2f}"] for i in range(13)]
put("timings.csv", table(["run", "ms"], rows))
f = "timings.csv"
q(f, "clean", "95th percentile of ms", S("quantile", "ms", p="19/20"))
q(f, "clean", "mean of ms", S("mean", "ms"))
q(f, "clean", "max ms", S("max", "ms"))

# C11 fleet
rows = []
for i in range(12):
    km = rng.randint(120, 900)
    rows.append([["van-1", "van-2", "truck-1"][i % 3], km, f"{km * rng.randint(60, 95) / 1000:.1f}"])
put("fleet.csv", table(["vehicle", "km", "liters"], rows))
f = "fleet.csv"
q(f, "clean", "total km by vehicle", S("sum", "km", by="vehicle"))
q(f, "clean", "correlation between km and liters", S("corr", "km", col2="liters"))
q(f, "clean", "average liters", S("mean", "liters"))

# C12 header names with spaces and capitals
rows = []
for i in range(10):
    rows.append([f"Part {chr(65 + i)}", money(rng.randint(99, 2999)), rng.randint(1, 25)])
put("parts.csv", table(["Part Name", "Unit Cost", "Qty"], rows))
f = "parts.csv"
q(f, "clean", "mean of unit cost", S("mean", "Unit Cost"))
q(f, "clean", 'sum of "Qty"', S("sum", "Qty"))
q(f, "clean", "max of Unit_Cost", S("max", "Unit Cost"))

# ───────────────────────────── ragged rows ─────────────────────────────
# The rule: a record with more or fewer cells than the header (outside quotes) is never cut or
# padded silently. Every query over such a file is labelled "not SUCCESS".

put("ragged_thousands.csv",
    "item,amount\npencil,0.80\nnotebook,3.25\nmonitor,1,249.00\ndesk lamp,24.99\nkeyboard,59.50\n")
f = "ragged_thousands.csv"
q(f, "ragged", "sum of amount", S("sum", "amount"))
q(f, "ragged", "count of amount", S("count", "amount"))
q(f, "ragged", "average amount", S("mean", "amount"))

put("ragged_short.csv",
    "name,dept,salary\nRuiz,Ops,52000\nKim,Sales\nOkafor,Ops,61000\nBrandt,Sales,58500\n")
f = "ragged_short.csv"
q(f, "ragged", "total salary", S("sum", "salary"))
q(f, "ragged", "how many rows", S("rows"), tag="ragged-count-rows")

put("ragged_other_column.csv",
    "id,qty,price\n1,2,19.99\n2,5,4.50\n3,1,1,050.00\n4,3,12.00\n")
f = "ragged_other_column.csv"
q(f, "ragged", "sum of qty", S("sum", "qty"), tag="ragged-other-column")
q(f, "ragged", "mean of price", S("mean", "price"))

put("ragged_trailing_delimiter.csv",
    "code,value\nA1,10\nB2,17,\nC3,4\nD4,8,\n")
f = "ragged_trailing_delimiter.csv"
q(f, "ragged", "sum of value", S("sum", "value"), tag="ragged-empty-extra-cell")

put("ragged_decimal_comma.csv",
    "product,weight_kg\nsugar,1.5\nflour,2,5\nrice,5\nsugar,0.75\n")
f = "ragged_decimal_comma.csv"
q(f, "ragged", "mean of weight_kg", S("mean", "weight_kg"))
q(f, "ragged", "sum of weight_kg where product = sugar",
  S("sum", "weight_kg", where=[[W("product", "=", "sugar")]]), tag="ragged-row-filtered-out")

put("ragged_text_comma.csv",
    "company,revenue\nNorthwind,1200\nAcme, Inc.,300\nGlobex,450\n")
q("ragged_text_comma.csv", "ragged", "total revenue", S("sum", "revenue"))

put("ragged_semicolon.csv",
    "Name;Amount;Note\nBerg;120;paid\nSilva;75;paid;late\nHolm;30;open\n")
q("ragged_semicolon.csv", "ragged", "sum of Amount", S("sum", "Amount"))

put("ragged_tab.tsv",
    "name\tscore\tgrade\nLee\t88\nPark\t92\tA\nNg\nSato\t75\tC\n")
q("ragged_tab.tsv", "ragged", "mean of score", S("mean", "score"))

put("ragged_truncated_last_row.csv",
    "id,a,b\nZ1,4,10\nZ2,6,12\nZ3,1,9\nZ4,4")  # file cut mid-row, no final newline
q("ragged_truncated_last_row.csv", "ragged", "sum of b", S("sum", "b"))
q("ragged_truncated_last_row.csv", "ragged", "mean of a", S("mean", "a"), tag="ragged-other-column")

# ───────────────────────────── quoting ─────────────────────────────

put("quoted.csv",
    'name,city,amount\n'
    '"Smith, John","Austin, TX",120.50\n'
    '"O""Brien",Dublin,80\n'
    '"Line one\nline two",Paris,99.5\n'
    'Plain,"Austin, TX","1,234.50"\n'
    '"Said ""hi, there""",Oslo,15\n')
f = "quoted.csv"
q(f, "quoting", "sum of amount", S("sum", "amount"))
q(f, "quoting", "how many rows", S("rows"))
q(f, "quoting", 'count rows where city = "Austin, TX"', S("rows", where=[[W("city", "=", "Austin, TX", quoted=True)]]))
q(f, "quoting", "max amount", S("max", "amount"))

put("quoted_crlf.csv", raw=(
    'id,comment,score\r\n1,"fine, thanks",7\r\n2,"two\r\nlines, here",9\r\n3,"say ""ok""",4\r\n4,,10\r\n').encode())
f = "quoted_crlf.csv"
q(f, "quoting", "mean of score", S("mean", "score"))
q(f, "quoting", "how many rows", S("rows"))

put("quoted_semicolon.csv",
    'firm;amount\n"Müller; Sohn";12.5\nKarlsson;7.25\n"Lind;Berg;AB";30\n')
q("quoted_semicolon.csv", "quoting", "sum of amount", S("sum", "amount"))

put("quoted_numbers.csv",
    'label,n\n"a"," 42 "\n"b","-3.5"\n"c","1,000"\n"d","0.25"\n')
f = "quoted_numbers.csv"
q(f, "quoting", "sum of n", S("sum", "n"))
q(f, "quoting", "min of n", S("min", "n"))

# ───────────────────────────── missing values ─────────────────────────────

NBSP = "\u00a0"
miss_rows = [
    (1, "12"), (2, "NA"), (3, "7.5"), (4, "N/A"), (5, "n/a"), (6, "30"), (7, "NaN"), (8, "nan"),
    (9, "null"), (10, "-4"), (11, "NULL"), (12, "None"), (13, "none"), (14, "#N/A"), (15, ""),
    (16, "   "), (17, NBSP), (18, "11"), (19, "16.25"), (20, "na"),
]
put("missing_tokens.csv", "id,v\n" + "".join(f"{i},{v}\n" for i, v in miss_rows))
f = "missing_tokens.csv"
q(f, "missing", "count of v", S("count", "v"))
q(f, "missing", "mean of v", S("mean", "v"))
q(f, "missing", "sum of v", S("sum", "v"))
q(f, "missing", "median of v", S("median", "v"))
q(f, "missing", "min of v", S("min", "v"))
q(f, "missing", "count rows where v > 10", S("rows", where=[[W("v", ">", "10")]]))
q(f, "missing", "how many rows", S("rows"))

put("missing_case.csv",
    "team,score\nred,10\nred,Na\nblue,8\nred,nULL\nblue,NONE\nred,14\nblue,N/a\ngreen,5\nblue,nAn\ngreen,#n/a\n"
    "green,9\nblue,12\n")
f = "missing_case.csv"
q(f, "missing", "count of score by team", S("count", "score", by="team"))
q(f, "missing", "mean of score by team", S("mean", "score", by="team"))
q(f, "missing", "max of score", S("max", "score"))

put("missing_dash.csv",
    "month,expenses,income\nJan,1200,3000\nFeb,-,3100\nMar,950,2900\nApr,-,3050\nMay,1010,3200\n")
f = "missing_dash.csv"
q(f, "missing", "sum of expenses", S("sum", "expenses"), tag="dash-is-unreadable")
q(f, "missing", "sum of income", S("sum", "income"))
q(f, "missing", "count of expenses", S("count", "expenses"), tag="dash-is-unreadable")

put("blank_lines.csv",
    "a,b,c\nx,1,2\n\ny,3,4\n,,\nz,5,6\n\n\n")
f = "blank_lines.csv"
q(f, "missing", "how many rows", S("rows"), tag="blank-records")
q(f, "missing", "sum of b", S("sum", "b"), tag="blank-records")

put("whitespace_lines.csv", raw=b"k,b,c\r\np,1,2.5\n   \r\nq,2,3.5\r\n,\nr,3,4\r\n")
f = "whitespace_lines.csv"
q(f, "missing", "how many rows", S("rows"), tag="blank-records")
q(f, "missing", "mean of c", S("mean", "c"), tag="blank-records")

# ───────────────────────────── number formats ─────────────────────────────

put("currency_usd.csv",
    'item,price\nlaptop,"$1,234.50"\nrefund,-$12.00\nfee,$-7.25\nreturn,"($1,000.00)"\ncable,$0.99\nlicense,USD 100\n')
f = "currency_usd.csv"
q(f, "format", "sum of price", S("sum", "price"), tag="currency")
q(f, "format", "min of price", S("min", "price"), tag="currency")
q(f, "format", "count rows where price > $100", S("rows", where=[[W("price", ">", "$100")]]), tag="currency")

put("currency_eur_suffix.csv",
    'posten,betrag\nMiete,"1,200.00 €"\nStrom,85.40 €\nWasser,20 EUR\nInternet,39.99 €\n')
q("currency_eur_suffix.csv", "format", "total betrag", S("sum", "betrag"), tag="currency")

put("percent.csv",
    "metric,rate\nopen,12.5%\nclick,3%\nbounce,-0.5%\nchurn,(2%)\nretained,100%\nspam,0.25%\n")
f = "percent.csv"
q(f, "format", "mean of rate", S("mean", "rate"), tag="percent")
q(f, "format", "max of rate", S("max", "rate"), tag="percent")
q(f, "format", "count rows where rate > 5%", S("rows", where=[[W("rate", ">", "5%")]]), tag="percent")

put("negatives.csv",
    'entry,delta\na,-5\nb,\u22125\nc,(5)\nd,+5\ne,-0.75\nf,"(1,200.00)"\ng,19\n')
f = "negatives.csv"
q(f, "format", "sum of delta", S("sum", "delta"), tag="negative-notations")
q(f, "format", "min of delta", S("min", "delta"), tag="negative-notations")

put("scientific.csv",
    "sample,conc\ns1,1.5e3\ns2,2E-2\ns3,-3.1e+2\ns4,6.02e23\ns5,1e-5\ns6,4.0E0\n")
f = "scientific.csv"
q(f, "format", "sum of conc", S("sum", "conc"), tag="scientific")
q(f, "format", "median of conc", S("median", "conc"), tag="scientific")

put("whitespace_cells.csv",
    " name , amount \nbolt ,  12.5 \n nut,7\n  washer  ,\u00a03.25\u00a0\nbolt,\u20094\u2009\n")
f = "whitespace_cells.csv"
q(f, "format", "sum of amount", S("sum", "amount"), tag="whitespace")
q(f, "format", "mean of amount where name = bolt", S("mean", "amount", where=[[W("name", "=", "bolt")]]), tag="whitespace")

put("bom_crlf.csv", "qty,price\n3,2.50\n1,10\n4,0.75\n2,3.20\n", bom=True, crlf=True)
f = "bom_crlf.csv"
q(f, "format", "sum of qty", S("sum", "qty"), tag="bom-crlf")
q(f, "format", "mean of price", S("mean", "price"), tag="bom-crlf")

put("grouping.csv",
    "city,population\nZurich,1'234'567\nLyon,2 345 678\nGhent,987\u00a0654\nTurku,\"12,345\"\nBergen,285\u2009911\n")
f = "grouping.csv"
q(f, "format", "sum of population", S("sum", "population"), tag="thousands")
q(f, "format", "max of population", S("max", "population"), tag="thousands")

put("decimal_comma.csv",
    "Artikel;Preis;Menge\nKaffee;1.234,50;3\nTee;3,99;1\nRabatt;-0,5;4\nZucker;12;2,5\nMehl;2.000;1\n")
f = "decimal_comma.csv"
q(f, "format", "sum of Preis", S("sum", "Preis"), tag="decimal-comma", fmt="decimal_comma")
q(f, "format", "mean of Menge", S("mean", "Menge"), tag="decimal-comma", fmt="decimal_comma")
q(f, "format", "sum of Preis where Menge > 2", S("sum", "Preis", where=[[W("Menge", ">", "2")]]),
  tag="decimal-comma", fmt="decimal_comma")

put("decimal_comma_default_format.csv",
    "Artikel;Preis\nKaffee;4,50\nTee;3,99\nKakao;2,25\n")
q("decimal_comma_default_format.csv", "format", "sum of Preis", S("sum", "Preis"),
  tag="decimal-comma-without-format", note="number_format not sent: 4,50 does not group in threes, so it is unreadable")

put("tab_commas.tsv",
    "name\tamount\nalpha\t1,234.50\nbeta\t2,000\ngamma\t15.75\n")
f = "tab_commas.tsv"
q(f, "format", "sum of amount", S("sum", "amount"), tag="tab-separated")
q(f, "format", "mean of amount", S("mean", "amount"), tag="tab-separated")

put("pipe.csv", "a|b|c\nx|1.5|2\ny|2.5|3\nz|4|5\n")
q("pipe.csv", "format", "sum of b", S("sum", "b"), tag="pipe-separated")

put("booleans.csv", "student,passed,score\nA,TRUE,71\nB,False,48\nC,true,90\nD,FALSE,55\nE,True,66\n")
f = "booleans.csv"
q(f, "format", "mean of passed", S("mean", "passed"), tag="booleans")
q(f, "format", "sum of passed", S("sum", "passed"), tag="booleans")

put("exponent_limit.csv", "x\n1\n1e70\n2\n")
q("exponent_limit.csv", "format", "sum of x", S("sum", "x"), tag="beyond-limits",
  note="1e70 is past the documented magnitude limit (below 10^60): unreadable")

put("long_decimals.csv",
    "x\n0.1234567890123456789\n0.0000000000000000001\n3.3333333333333333333\n-1.0000000000000000007\n")
q("long_decimals.csv", "format", "sum of x", S("sum", "x"), tag="long-decimals")

# ───────────────────────────── text in numeric columns ─────────────────────────────

put("text_in_numeric.csv",
    'id,region,a,b,c,d,e,f,g,h,clean\n'
    '1,East,5,2,3,10,1,1,4,8,100\n'
    '2,East,7,4,6,20,2,2,5,9,200\n'
    '3,West,TBD,n.a.,#DIV/0!,"1,23",inf,$5%,(-15),\u2014,300\n'
    '4,East,9,6,1,30,3,3,6,7,400\n'
    '5,West,2,8,5,40,4,4,7,6,500\n')
f = "text_in_numeric.csv"
q(f, "unreadable", "sum of a", S("sum", "a"))
q(f, "unreadable", "mean of b", S("mean", "b"))
q(f, "unreadable", "max of c", S("max", "c"))
q(f, "unreadable", "sum of d", S("sum", "d"), tag="bad-grouping")
q(f, "unreadable", "mean of e", S("mean", "e"))
q(f, "unreadable", "sum of f", S("sum", "f"), tag="currency-with-percent")
q(f, "unreadable", "sum of g", S("sum", "g"), tag="sign-inside-parentheses")
q(f, "unreadable", "sum of h", S("sum", "h"), tag="em-dash")
q(f, "unreadable", "sum of clean", S("sum", "clean"), tag="other-column-readable")
q(f, "unreadable", "sum of a where region = East", S("sum", "a", where=[[W("region", "=", "East")]]),
  tag="unreadable-row-not-selected")
q(f, "unreadable", "sum of clean where a > 5", S("sum", "clean", where=[[W("a", ">", "5")]]),
  tag="unreadable-in-where-column")
q(f, "unreadable", "how many rows", S("rows"), tag="other-column-readable")

put("units_in_cells.csv", "item,weight\nbox,12 kg\nbag,3.5kg\ncan,800 g\n")
q("units_in_cells.csv", "unreadable", "sum of weight", S("sum", "weight"))

# ───────────────────────────── header and structure ─────────────────────────────

put("duplicate_header_case.csv", "id,Amount,amount\n1,10,11\n2,20,21\n")
q("duplicate_header_case.csv", "header", "sum of id", S("sum", "id"), tag="duplicate-header")

put("duplicate_header_exact.csv", "date,value,value\n2024-01-01,5,6\n2024-01-02,7,8\n")
q("duplicate_header_exact.csv", "header", "mean of value", S("mean", "value"), tag="duplicate-header")

put("empty_header_index.csv", ",value,label\n0,3.5,a\n1,4.5,b\n2,10,c\n")
f = "empty_header_index.csv"
q(f, "header", "sum of value", S("sum", "value"), tag="unnamed-index-column")
q(f, "header", "how many rows", S("rows"), tag="unnamed-index-column")

put("unterminated_quote.csv", 'item,amount\npen,"2.50\ncup,3\nbowl,4\n')
f = "unterminated_quote.csv"
q(f, "header", "sum of amount", S("sum", "amount"), tag="unterminated-quote")
q(f, "header", "how many rows", S("rows"), tag="unterminated-quote")


def main():
    os.makedirs(FILES, exist_ok=True)
    for old in os.listdir(FILES):
        os.remove(os.path.join(FILES, old))
    for name, data in files.items():
        with open(os.path.join(FILES, name), "wb") as fh:
            fh.write(data)
    with open(os.path.join(HERE, "queries.json"), "w", encoding="utf-8") as fh:
        json.dump(cases, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    print(f"{len(files)} files, {len(cases)} queries")


if __name__ == "__main__":
    main()

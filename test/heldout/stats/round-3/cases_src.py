"""The cases: CSV text (inline, or a file under csv/ written by gen_csvs.py), the query in the documented words, and the
same statistic as data for oracle.py. `expect_hint` is what the case was written to exercise; oracle.py fails when its
own reading of the rules disagrees (a check on the case, never a label)."""


def W(*conds):  # one and-list of conditions
    return list(conds)


SALES = """region,product,units,price
EU,chair,4,19.99
US,desk,2,149.50
EU,lamp,7,12.25
APAC,chair,1,21.00
US,lamp,9,11.75
EU,desk,3,155.00
APAC,lamp,6,12.80
US,chair,5,18.40
EU,chair,8,19.99
APAC,desk,2,139.90
"""

MONEY = """invoice,amount
A-101,"$1,234.50"
A-102,€99
A-103,(250.00)
A-104,"USD 1,000"
A-105,12 EUR
A-106,-$3.25
A-107,£0.99
A-108,"($1,100.10)"
A-109,2 500
A-110,¥300
"""

PCT = """month,growth
Jan,12.5%
Feb,7%
Mar,(2%)
Apr,0.5%
May,-1.25%
Jun,10%
"""

MISS = """id,v
1,3
2,NA
3,N/A
4,NaN
5,null
6,None
7,#N/A
8,
9,  na  
10,NULL
11,nan
12,none
13,7
14,#n/a
15,12.5
16,n/A
"""

NEAR = """id,v
1,5
2,n.a.
3,-
4,N / A
5,?
6,TBD
7,#NA
8,10
9,NA
10,nil
11,—
12,2.5
"""

TEXT = """name,city
Ann,Oslo
NA,Lima
,Rome
Bob,Oslo
n/a,Kyiv
None,Lima
Cy,Rome
-,Oslo
Ann,Lima
"""

GROUPKEYS = """region,sales
EU,10
NA,20
US,5
,7
N/A,3
EU,1
US,6
"""

RAGGED_THOUSANDS = """item,amount
chair,45.00
sofa,1,299.00
rug,120.50
table,2,050.75
lamp,30.00
"""

RAGGED_TRAILING = """code,qty
B1,4
B2,17,
B3,9
B4,11,
B5,6
"""

RAGGED_SHORT = """sensor,temp,humidity
s1,21.5,40
s2,22.0
s3,19.8,55
s4,20.1,52
s5
"""

RAGGED_NAMES = """name,dept,score
"Lee, Ana",R&D,71
Smith, John,Sales,64
Park,Sales,88
O'Neil,R&D,45
Gomez, Maria,Ops,90
"""

QUOTED = '''customer,note,amount
"Acme, Inc.","paid in two parts:
first half in March",1200
"Bolt ""Fast"" Ltd",ok,350.25
Cobalt,"line one
line two
line three",99.75
"Delta, LLC","said ""call back, later""",0
Echo,,410
'''

BOM_CRLF = "\ufeffscore,team\r\n88,red\r\n92,blue\r\n75,red\r\n60,blue\r\n81,green\r\n"

SEMI_COMMA = """produkt;preis;menge
Stuhl;1.234,50;2
Tisch;89,90;1
Lampe;12,00;5
Regal;2.000;3
Sofa;1.099,00 €;1
"""

SEMI_POINT = """city;temp
Oslo;-3.5
Rome;14.25
Cairo;28
Lima;19.75
Perth;22.5
"""

TABS = "name\tage\tincome\nAda\t36\t52000\nBo\t41\t61000.50\nCai\t29\t38500\nDee\t55\t72000\nEli\t40\t49999.99\nFay\t23\t31000\n"

PIPES = "sku|stock\nA1|12\nA2|0\nA3|7\nA4|30\nA5|1,250\n"

BLANKS = "\n\n  \nid,val\n1,10\n\n2,20\n,\n   ,  \n3,30\n\n"

DUP1 = "Amount,amount,region\n1,2,EU\n3,4,US\n5,6,EU\n7,8,US\n9,10,EU\n"
DUP2 = "total , Total,x\n1,2,3\n4,5,6\n7,8,9\n1,1,1\n2,2,2\n"
BLANKHDR = "id,,score\n1,x,10\n2,y,20\n3,,30\n4,z,41\n5,w,17\n"
TRAILHDR = "id,score,\n1,5,\n2,4,\n3,6,\n4,11,\n5,2,\n"

SCI = "x\n1.5e3\n2E-2\n-3e1\n6.02e+2\n0.5\n"
BIG = "acct,balance\na,9007199254740993\nb,9007199254740995\nc,12345678901234567890\nd,1\ne,-9007199254740993\n"
TENTHS = "v\n" + "0.1\n" * 10
THIRDS = "k,v\na,1\nb,1\nc,2\nd,NA\ne,\n"
BOOL = "who,paid\nA,TRUE\nB,false\nC,True\nD,FALSE\nE,true\n"

MALFORMED1 = 'name,amount\nZed,5\n"Acme,10\nBeta,20\nGamma,30\nDelta,40\n'
MALFORMED2 = 'name,amount\nZed,5\n"Acme" Inc,10\nBeta,20\nGamma,30\nDelta,40\n'

BADFMT = '''v
"1,23"
12.5.3
"1,000e3"
$12%
5 5
12-
1O
"1,234"
7
'''

EXCLUDED_BAD = "region,amount\nEU,10\nUS,TBD\nEU,30\nEU,5\nUS,7\n"
WHERE_BAD = "qty,price\n5,1.00\nn/k,2.00\n12,3.00\n1,4.00\n7,5.00\n"


def cases():
    out = []

    def add(cid, cat, query, spec, hint, csv=None, file=None, fmt=None):
        c = {"id": cid, "category": cat, "query": query, "spec": spec, "expect_hint": hint}
        if csv is not None:
            c["csv"] = csv
        else:
            c["file"] = file
        if fmt:
            c["number_format"] = fmt
        out.append(c)

    S = "SUCCESS"
    P = "PARTIAL"
    E = "400"
    # ordinary aggregates
    add("ord-sum", "ordinary", "total units", {"stat": "sum", "col": "units"}, S, SALES)
    add("ord-mean", "ordinary", "average price", {"stat": "mean", "col": "price"}, S, SALES)
    add("ord-median", "ordinary", "median of units", {"stat": "median", "col": "units"}, S, SALES)
    add("ord-min", "ordinary", "min price", {"stat": "min", "col": "price"}, S, SALES)
    add("ord-max", "ordinary", "max price", {"stat": "max", "col": "price"}, S, SALES)
    add("ord-rows", "ordinary", "how many rows", {"stat": "rows"}, S, SALES)
    add("ord-count-where", "ordinary", "count rows where units > 5", {"stat": "rows", "where": [W(["units", ">", "5"])]}, S, SALES)
    add("ord-mean-where", "ordinary", "mean of price where region = EU", {"stat": "mean", "col": "price", "where": [W(["region", "=", "'EU"])]}, S, SALES)
    add("ord-sum-by", "ordinary", "total units by region", {"stat": "sum", "col": "units", "by": "region"}, S, SALES)
    add("ord-distinct", "ordinary", "number of distinct product", {"stat": "distinct", "col": "product"}, S, SALES)
    add("ord-range", "ordinary", "range of price", {"stat": "range", "col": "price"}, S, SALES)
    add("ord-mode", "ordinary", "mode of units", {"stat": "mode", "col": "units"}, S, SALES)
    add("ord-var", "ordinary", "variance of units", {"stat": "var", "col": "units"}, S, SALES)
    add("ord-p90", "ordinary", "90th percentile of price", {"stat": "quantile", "p": "9/10", "col": "price"}, S, SALES)
    add("ord-and", "ordinary", "sum of units where region = EU and units >= 4",
        {"stat": "sum", "col": "units", "where": [W(["region", "=", "'EU"], ["units", ">=", "4"])]}, S, SALES)
    add("ord-sd", "ordinary", "sd of units", {"stat": "sd", "col": "units"}, S, SALES)
    add("ord-or", "ordinary", "count rows where region = 'US' or units < 2",
        {"stat": "rows", "where": [W(["region", "=", "'US"]), W(["units", "<", "2"])]}, S, SALES)
    add("ord-between", "ordinary", "sum of price where units between 3 and 6",
        {"stat": "sum", "col": "price", "where": [W(["units", ">=", "3"], ["units", "<=", "6"])]}, S, SALES)
    add("ord-median-by", "ordinary", "median of price by product", {"stat": "median", "col": "price", "by": "product"}, S, SALES)
    # money formats, percentages
    add("money-sum", "formats", "sum of amount", {"stat": "sum", "col": "amount"}, S, MONEY)
    add("money-mean", "formats", "mean of amount", {"stat": "mean", "col": "amount"}, S, MONEY)
    add("money-min", "formats", "min of amount", {"stat": "min", "col": "amount"}, S, MONEY)
    add("money-where", "formats", "count rows where amount > $1,000", {"stat": "rows", "where": [W(["amount", ">", "1000"])]}, S, MONEY)
    add("pct-mean", "formats", "mean of growth", {"stat": "mean", "col": "growth"}, S, PCT)
    add("pct-max", "formats", "max growth", {"stat": "max", "col": "growth"}, S, PCT)
    add("pct-neg-sum", "formats", "sum of growth where growth < 0", {"stat": "sum", "col": "growth", "where": [W(["growth", "<", "0"])]}, S, PCT)
    # missing tokens
    add("miss-count", "missing", "count of v", {"stat": "count", "col": "v"}, S, MISS)
    add("miss-sum", "missing", "sum of v", {"stat": "sum", "col": "v"}, S, MISS)
    add("miss-mean", "missing", "mean of v", {"stat": "mean", "col": "v"}, S, MISS)
    add("miss-rows", "missing", "how many rows", {"stat": "rows"}, S, MISS)
    add("miss-median", "missing", "median of v", {"stat": "median", "col": "v"}, S, MISS)
    add("miss-where", "missing", "count rows where v > 0", {"stat": "rows", "where": [W(["v", ">", "0"])]}, S, MISS)
    add("text-count", "missing", "count of name", {"stat": "count", "col": "name"}, S, TEXT)
    add("text-distinct", "missing", "number of distinct name", {"stat": "distinct", "col": "name"}, S, TEXT)
    add("text-ne", "missing", "count rows where name != 'Ann'", {"stat": "rows", "where": [W(["name", "!=", "'Ann"])]}, S, TEXT)
    add("group-missing-keys", "missing", "total sales by region", {"stat": "sum", "col": "sales", "by": "region"}, S, GROUPKEYS)
    add("na-is-missing-text", "missing", "count rows where region = 'NA'", {"stat": "rows", "where": [W(["region", "=", "'NA"])]}, S, GROUPKEYS)
    # near-misses: not missing, unreadable
    add("near-count", "near-miss", "count of v", {"stat": "count", "col": "v"}, P, NEAR)
    add("near-sum", "near-miss", "sum of v", {"stat": "sum", "col": "v"}, P, NEAR)
    add("near-min", "near-miss", "min of v", {"stat": "min", "col": "v"}, P, NEAR)
    add("near-rows", "near-miss", "how many rows", {"stat": "rows"}, S, NEAR)
    add("badfmt-sum", "near-miss", "sum of v", {"stat": "sum", "col": "v"}, P, BADFMT)
    add("bad-excluded", "near-miss", "sum of amount where region = EU", {"stat": "sum", "col": "amount", "where": [W(["region", "=", "'EU"])]}, S, EXCLUDED_BAD)
    add("bad-included", "near-miss", "sum of amount", {"stat": "sum", "col": "amount"}, P, EXCLUDED_BAD)
    add("bad-where-col", "near-miss", "sum of price where qty > 3", {"stat": "sum", "col": "price", "where": [W(["qty", ">", "3"])]}, P, WHERE_BAD)
    # ragged rows
    add("ragged-thousands-sum", "ragged", "sum of amount", {"stat": "sum", "col": "amount"}, P, RAGGED_THOUSANDS)
    add("ragged-thousands-rows", "ragged", "how many rows", {"stat": "rows"}, P, RAGGED_THOUSANDS)
    add("ragged-thousands-mean", "ragged", "mean of amount", {"stat": "mean", "col": "amount"}, P, RAGGED_THOUSANDS)
    add("ragged-trailing-sum", "ragged", "sum of qty", {"stat": "sum", "col": "qty"}, P, RAGGED_TRAILING)
    add("ragged-trailing-max", "ragged", "max qty", {"stat": "max", "col": "qty"}, P, RAGGED_TRAILING)
    add("ragged-short-mean", "ragged", "mean of temp", {"stat": "mean", "col": "temp"}, P, RAGGED_SHORT)
    add("ragged-short-count", "ragged", "count of humidity", {"stat": "count", "col": "humidity"}, P, RAGGED_SHORT)
    add("ragged-names-where", "ragged", "count rows where score > 50", {"stat": "rows", "where": [W(["score", ">", "50"])]}, P, RAGGED_NAMES)
    add("ragged-names-by", "ragged", "average score by dept", {"stat": "mean", "col": "score", "by": "dept"}, P, RAGGED_NAMES)
    # quoting
    add("quoted-sum", "quoting", "sum of amount", {"stat": "sum", "col": "amount"}, S, QUOTED)
    add("quoted-rows", "quoting", "how many rows", {"stat": "rows"}, S, QUOTED)
    add("quoted-eq", "quoting", "count rows where customer = 'Acme, Inc.'", {"stat": "rows", "where": [W(["customer", "=", "'Acme, Inc."])]}, S, QUOTED)
    # BOM, CRLF, delimiters, blank lines
    add("bom-mean", "encoding", "mean of score", {"stat": "mean", "col": "score"}, S, BOM_CRLF)
    add("bom-by", "encoding", "total score by team", {"stat": "sum", "col": "score", "by": "team"}, S, BOM_CRLF)
    add("semi-comma-sum", "delimiters", "sum of preis", {"stat": "sum", "col": "preis"}, S, SEMI_COMMA, fmt="decimal_comma")
    add("semi-comma-where", "delimiters", "max of preis where menge >= 2", {"stat": "max", "col": "preis", "where": [W(["menge", ">=", "2"])]}, S, SEMI_COMMA, fmt="decimal_comma")
    add("semi-point-median", "delimiters", "median temp", {"stat": "median", "col": "temp"}, S, SEMI_POINT)
    add("tab-median", "delimiters", "median of income", {"stat": "median", "col": "income"}, S, TABS)
    add("tab-count-where", "delimiters", "count rows where age >= 40", {"stat": "rows", "where": [W(["age", ">=", "40"])]}, S, TABS)
    add("pipe-sum", "delimiters", "sum of stock", {"stat": "sum", "col": "stock"}, S, PIPES)
    add("blank-rows", "blank-lines", "how many rows", {"stat": "rows"}, S, BLANKS)
    add("blank-sum", "blank-lines", "sum of val", {"stat": "sum", "col": "val"}, S, BLANKS)
    # headers
    add("dup-header", "headers", "how many rows", {"stat": "rows"}, E, DUP1)
    add("dup-header-spaces", "headers", "sum of x", {"stat": "sum", "col": "x"}, E, DUP2)
    add("blank-header", "headers", "mean of score", {"stat": "mean", "col": "score"}, S, BLANKHDR)
    add("trailing-header", "headers", "sum of score", {"stat": "sum", "col": "score"}, S, TRAILHDR)
    add("malformed-open-quote", "headers", "sum of amount", {"stat": "sum", "col": "amount"}, E, MALFORMED1)
    add("malformed-after-quote", "headers", "sum of amount", {"stat": "sum", "col": "amount"}, E, MALFORMED2)
    # exactness
    add("sci-sum", "exactness", "sum of x", {"stat": "sum", "col": "x"}, S, SCI)
    add("sci-max", "exactness", "max of x", {"stat": "max", "col": "x"}, S, SCI)
    add("big-sum", "exactness", "sum of balance", {"stat": "sum", "col": "balance"}, S, BIG)
    add("tenths-sum", "exactness", "sum of v", {"stat": "sum", "col": "v"}, S, TENTHS)
    add("thirds-mean", "exactness", "mean of v", {"stat": "mean", "col": "v"}, S, THIRDS)
    add("bool-mean", "exactness", "mean of paid", {"stat": "mean", "col": "paid"}, S, BOOL)
    # generated files (gen_csvs.py)
    add("gen-mean-by", "generated", "mean of price by region", {"stat": "mean", "col": "price", "by": "region"}, S, file="sales_1500.csv")
    add("gen-median", "generated", "median of units", {"stat": "median", "col": "units"}, S, file="sales_1500.csv")
    add("gen-p95", "generated", "95th percentile of price", {"stat": "quantile", "p": "95/100", "col": "price"}, S, file="sales_1500.csv")
    add("gen-between", "generated", "count rows where units between 10 and 20",
        {"stat": "rows", "where": [W(["units", ">=", "10"], ["units", "<=", "20"])]}, S, file="sales_1500.csv")
    add("gen-count", "generated", "count of price", {"stat": "count", "col": "price"}, S, file="sales_1500.csv")
    add("gen-ragged-sum", "generated", "sum of amount", {"stat": "sum", "col": "amount"}, P, file="ragged_2000.csv")
    add("gen-ragged-rows", "generated", "how many rows", {"stat": "rows"}, P, file="ragged_2000.csv")
    add("gen-quoted-sum", "generated", "sum of amount", {"stat": "sum", "col": "amount"}, S, file="quoted_1200.csv")
    add("gen-quoted-rows", "generated", "how many rows", {"stat": "rows"}, S, file="quoted_1200.csv")
    add("gen-messy-count", "generated", "count of v", {"stat": "count", "col": "v"}, P, file="messy_800.csv")
    add("gen-messy-mean", "generated", "mean of v", {"stat": "mean", "col": "v"}, P, file="messy_800.csv")
    add("gen-decimal-comma", "generated", "sum of betrag", {"stat": "sum", "col": "betrag"}, S, file="komma_1000.csv", fmt="decimal_comma")
    for c in out:
        if "csv" in c:
            n = c["csv"].count("\n")
            assert n >= 2
    return out

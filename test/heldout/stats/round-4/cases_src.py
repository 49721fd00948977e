"""Round-4 stats held-out cases: a CSV, an English question (the way a language model asks it), and a structured spec
of the same question that oracle.py computes from. Written from docs/stats.md only.

spec: stat (rows count distinct sum mean min max range quantile iqr mode var sd ttest corr slope intercept regression
welch), col, p (quantile), pop (variance/sd), mu (t-test), x / y (pairs), group + levels (Welch), by (group-by),
where: list of [column, op, kind, value] joined by AND, or {"or": [list, ...]}; kind "num" (value read by the number
rule), "text" (trimmed, case-insensitive), "between" (value = [lo, hi]).
"""

CASES = []


def C(id, category, query, csv, spec, number_format=None):
    c = {"id": id, "category": category, "query": query, "csv": csv, "spec": spec}
    if number_format:
        c["number_format"] = number_format
    CASES.append(c)


def W(*conds):
    return [list(c) for c in conds]


# ---------------------------------------------------------------- ordinary aggregates
ORDERS = """order_id,region,product,units,unit_price,revenue
A-1001,EMEA,Headset,12,49.90,598.80
A-1002,APAC,Webcam,5,89.00,445.00
A-1003,AMER,Headset,30,47.50,1425.00
A-1004,EMEA,Dock,3,219.99,659.97
A-1005,APAC,Headset,18,49.90,898.20
A-1006,AMER,Webcam,7,85.00,595.00
A-1007,EMEA,Webcam,11,89.00,979.00
A-1008,AMER,Dock,2,229.00,458.00
A-1009,APAC,Dock,4,219.99,879.96
A-1010,EMEA,Headset,25,46.00,1150.00
"""
C("agg-01", "aggregate", "total revenue", ORDERS, {"stat": "sum", "col": "revenue"})
C("agg-02", "aggregate", "average unit_price where region = 'APAC'", ORDERS,
  {"stat": "mean", "col": "unit_price", "where": W(("region", "=", "text", "APAC"))})
C("agg-04", "aggregate", "min of unit_price where units >= 10", ORDERS,
  {"stat": "min", "col": "unit_price", "where": W(("units", ">=", "num", "10"))})
C("agg-08", "aggregate", "sum of revenue by product", ORDERS, {"stat": "sum", "col": "revenue", "by": "product"})

STUDY = """participant,hours_studied,exam_score
P01,2.5,61
P02,4.0,70
P03,5.5,74
P04,1.0,52
P05,6.0,83
P06,3.5,66
P07,7.5,88
P08,4.5,71
P09,8.0,90
P10,3.0,60
"""
C("agg-09", "aggregate", "sample variance of exam_score", STUDY, {"stat": "var", "col": "exam_score"})
C("agg-11", "aggregate", "standard deviation of exam_score", STUDY, {"stat": "sd", "col": "exam_score"})
C("agg-12", "aggregate", "correlation between hours_studied and exam_score", STUDY,
  {"stat": "corr", "x": "hours_studied", "y": "exam_score"})
C("agg-15", "aggregate", "t-test of exam_score against 65", STUDY, {"stat": "ttest", "col": "exam_score", "mu": "65"})

AB = """session,variant,latency_ms
s1,A,212
s2,B,198
s3,A,240
s4,B,187
s5,A,225
s6,B,205
s7,A,231
s8,B,192
s9,A,219
s10,B,201
s11,B,196
"""
C("agg-16", "aggregate", "welch t-test of latency_ms between variant A and B", AB,
  {"stat": "welch", "col": "latency_ms", "group": "variant", "levels": ["A", "B"]})

RATINGS = """review_id,rating,verified
r1,5,true
r2,4,true
r3,4,false
r4,3,true
r5,5,false
r6,2,true
r7,4,true
r8,5,true
r9,1,false
r10,5,true
"""
C("agg-17", "aggregate", "mode of rating", RATINGS, {"stat": "mode", "col": "rating"})

# ---------------------------------------------------------------- filters
STAFF = """employee,dept,level,salary,status,city
Ana Ruiz,Sales,3,61000,active,Lyon
Ben Okafor,Engineering,4,98000,active,Nice
Chloe Martin,Sales,2,52000,on leave,Lyon
Dev Patel,Sales,4,72500,active,Paris
Emma Stone,Engineering,2,81000,,Nice
Farid Haddad,Support,1,39000,active,Lille
Gina Russo,Sales,5,88000,N/A,Paris
Hugo Blanc,Support,3,45500,active,Nice
"""
C("flt-01", "filter", "mean of salary where dept = 'Sales' and level >= 3", STAFF,
  {"stat": "mean", "col": "salary", "where": W(("dept", "=", "text", "Sales"), ("level", ">=", "num", "3"))})
C("flt-02", "filter", "count rows where city = 'Lyon' or city = 'Nice'", STAFF,
  {"stat": "rows", "where": {"or": [W(("city", "=", "text", "Lyon")), W(("city", "=", "text", "Nice"))]}})
C("flt-05", "filter", "sum of salary where salary between 50000 and 90000", STAFF,
  {"stat": "sum", "col": "salary", "where": W(("salary", "between", "between", ["50000", "90000"]))})
C("flt-06", "filter", "total salary where dept = 'Sales' and level > 2 or dept = 'Support'", STAFF,
  {"stat": "sum", "col": "salary", "where": {"or": [W(("dept", "=", "text", "Sales"), ("level", ">", "num", "2")),
                                                   W(("dept", "=", "text", "Support"))]}})
INVOICES = """invoice,client,amount,paid
INV-301,Northwind,"$1,250.00",yes
INV-302,Contoso,$980.50,no
INV-303,Fabrikam,"$2,400.00",yes
INV-304,Northwind,$1000.00,yes
INV-305,Contoso,"$1,000.01",no
INV-306,Tailspin,$450.00,yes
"""
C("flt-07", "filter", "sum of amount where amount > $1,000", INVOICES,
  {"stat": "sum", "col": "amount", "where": W(("amount", ">", "num", "$1,000"))})

# ---------------------------------------------------------------- number formats
C("fmt-01", "format", "sum of price", """sku,price
K-1,$19.99
K-2,€24.50
K-3,£7.25
K-4,"$1,299.00"
K-5,12.00 €
K-6,-$3.50
""", {"stat": "sum", "col": "price"})
C("fmt-02", "format", "total of amount", """line,amount
1,USD 1200.50
2,350 EUR
3,CHF 99.90
4,"GBP 2,000"
5,15 JPY
""", {"stat": "sum", "col": "amount"})
C("fmt-03", "format", "sum of net", """account,net
Rent,"(1,234.50)"
Sales,"4,800.00"
Refunds,($75.25)
Fees,(19)
Interest,12.40
""", {"stat": "sum", "col": "net"})
C("fmt-04", "format", "average growth", """quarter,growth
Q1,12.5%
Q2,7%
Q3,(2.5%)
Q4,0.25%
""", {"stat": "mean", "col": "growth"})
C("fmt-05", "format", "sum of Umsatz", """Filiale;Umsatz
Berlin;1.234,50
Hamburg;980,25
München;12.005,00
Köln;1 234,75
""", {"stat": "sum", "col": "Umsatz"}, "decimal_comma")
C("fmt-07", "format", "sum of Betrag", """Konto,Betrag
1000,1'234'567.50
1001,2'500.25
1002,310
""", {"stat": "sum", "col": "Betrag"})
C("fmt-08", "format", "sum of population", "city,population\nA,1\u00a0250\u00a0000\nB,980\u2009400\nC,45 120\n",
  {"stat": "sum", "col": "population"})
C("fmt-09", "format", "sum of delta", "probe,delta\np1,\u221242.5\np2,+17.25\np3,-0.75\np4,3\n",
  {"stat": "sum", "col": "delta"})
C("fmt-10", "format", "sum of reading", """sensor,reading
t1,1.5e3
t2,2E-2
t3,-3e+1
t4,4.25e0
""", {"stat": "sum", "col": "reading"})
C("fmt-11", "format", "average churned", """customer,churned
c1,TRUE
c2,false
c3,True
c4,FALSE
c5,true
c6,False
c7,false
""", {"stat": "mean", "col": "churned"})
C("fmt-13", "format", "total of price", """item,price
ramen,¥850
chai,₹120
coin,₿0.0015
tea,₩4500
""", {"stat": "sum", "col": "price"})
C("fmt-14", "format", "sum of Preis", """Produkt;Preis
Stuhl;49,90 €
Tisch;€199,00
Lampe;(12,50 €)
""", {"stat": "sum", "col": "Preis"}, "decimal_comma")
C("fmt-16", "format", "sum of margin", """deal,margin
d1,$-12.00
d2,(-$5)
d3,$40
""", {"stat": "sum", "col": "margin"})
C("fmt-17", "format", "sum of units", """sku,units
a,"1,200"
b,"12,000,000"
c,"1,23"
d,7
""", {"stat": "sum", "col": "units"})

# ---------------------------------------------------------------- missing values
C("mis-01", "missing", "average wait_minutes", """ticket,wait_minutes
T1,12
T2,n/a
T3,NULL
T4,30
T5,None
T6,#N/A
T7,nan
T8,
T9,18
""", {"stat": "mean", "col": "wait_minutes"})
C("mis-02", "missing", "count of wait_minutes", """ticket,wait_minutes
T1,12
T2,n/a
T3,NULL
T4,30
T5,None
T6,#N/A
T7,nan
T8,
T9,18
""", {"stat": "count", "col": "wait_minutes"})
C("mis-03", "missing", "sum of bonus", "name,bonus\nKai,  NA  \nLea,500\nMo,\u00a0N/A\u00a0\nNia,250\nOz,   \n",
  {"stat": "sum", "col": "bonus"})
C("mis-04", "missing", "median of load", """host,load
h1,0.75
h2,nUlL
h3,1.25
h4,NoNe
h5,#n/a
h6,Nan
h7,2.5
h8,0.5
""", {"stat": "quantile", "col": "load", "p": "1/2"})
C("mis-05", "missing", "count of email", """user,email
u1,ana@example.com
u2,N/A
u3,null
u4,
u5,bo@example.com
u6,cy@example.com
u7,none
""", {"stat": "count", "col": "email"})
C("mis-06", "missing", "number of distinct country", """order,country
o1,FR
o2,NA
o3,DE
o4,FR
o5,n/a
o6,
o7,IT
o8,DE
""", {"stat": "distinct", "col": "country"})
C("mis-07", "missing", "mean of spend where visits > 3", """user,visits,spend
a,5,120.00
b,NA,80.00
c,2,40.00
d,,95.00
e,7,210.50
f,null,15.00
""", {"stat": "mean", "col": "spend", "where": W(("visits", ">", "num", "3"))})
C("mis-08", "missing", "count rows where tier != 'gold'", """member,tier
m1,gold
m2,silver
m3,
m4,GOLD
m5,N/A
m6,bronze
""", {"stat": "rows", "where": W(("tier", "!=", "text", "gold"))})
C("mis-09", "missing", "sum of q3", """team,q1,q2,q3
red,10,12,
blue,8,9,11
green,7,,6
""", {"stat": "sum", "col": "q3"})
C("mis-10", "missing", "mean of score", '''id,score
1,"NA"
2,"88"
3," "
4,"91.5"
5,"None"
''', {"stat": "mean", "col": "score"})
C("mis-12", "missing", "count of value where id > 1", """id,value
1,3
2,N/A
3,7
4,#N/A
5,NaN
6,0
""", {"stat": "count", "col": "value", "where": W(("id", ">", "num", "1"))})

# ---------------------------------------------------------------- near-misses of missing (unreadable)
C("near-01", "near_miss", "sum of amount", """entry,amount
e1,120.00
e2,-
e3,45.50
e4,30
""", {"stat": "sum", "col": "amount"})
C("near-02", "near_miss", "count of temp_c", """day,temp_c
mon,21.5
tue,n.a.
wed,19
thu,N.A.
fri,22
""", {"stat": "count", "col": "temp_c"})
C("near-03", "near_miss", "average response_ms", """req,response_ms
1,120
2,#NA
3,95
4,NA.
5,101
""", {"stat": "mean", "col": "response_ms"})
C("near-04", "near_miss", "max of pledge", """donor,pledge
d1,250
d2,TBD
d3,400
d4,?
""", {"stat": "max", "col": "pledge"})
C("near-06", "near_miss", "mean of ratio", """k,ratio
a,1.5
b,inf
c,-Infinity
d,2.5
""", {"stat": "mean", "col": "ratio"})
C("near-07", "near_miss", "sum of amount", """k,amount
a,$12%
b,10
c,(-15)
d,--
e,5
""", {"stat": "sum", "col": "amount"})
C("near-08", "near_miss", "total qty where batch > 2", """lot,batch,qty
L1,1,10
L2,3,12
L3,N.A,8
L4,4,20
L5,none yet,5
""", {"stat": "sum", "col": "qty", "where": W(("batch", ">", "num", "2"))})
C("near-09", "near_miss", "sum of sales where region = 'EU'", """region,sales
EU,100
US,pending
EU,250.5
US,300
EU,49.5
""", {"stat": "sum", "col": "sales", "where": W(("region", "=", "text", "EU"))})
C("near-10", "near_miss", "sum of x", """id,x
1,1e101
2,5
3,1e100
4,1.2.3
""", {"stat": "sum", "col": "x"})
C("near-11", "near_miss", "median of price", """id,price
1,USD12
2,10
3,14
4,$$9
5,20
""", {"stat": "quantile", "col": "price", "p": "1/2"})
C("near-12", "near_miss", "average flag", """id,flag
1,yes
2,true
3,no
4,false
5,true
""", {"stat": "mean", "col": "flag"})

# ---------------------------------------------------------------- ragged records
C("rag-01", "ragged", "sum of price", """item,qty,price
desk lamp,2,34.90
monitor,1,1,049.00
keyboard,3,59.00
""", {"stat": "sum", "col": "price"})
C("rag-03", "ragged", "total kwh", """meter,kwh,cost
M1,120,30.00,
M2,98,24.50
M3,143,35.75,
M4,110,27.50
""", {"stat": "sum", "col": "kwh"})
C("rag-04", "ragged", "average salary", """name,salary
Smith, John,52000
Lee,61000
Garcia, Maria,58000
Chen,70000
""", {"stat": "mean", "col": "salary"})
C("rag-05", "ragged", "how many rows", """sku,stock
a1,4
a2,7,
a3
a4,0
a5,12
""", {"stat": "rows"})
C("rag-06", "ragged", "sum of Menge", """Artikel;Menge;Preis
Schraube;100;0,05
Mutter;250;0,03;x
Dübel;80;0,12
""", {"stat": "sum", "col": "Menge"}, "decimal_comma")
C("rag-07", "ragged", "max of score", "name\tscore\tclass\nAli\t88\t3B\nBea\t92\nCem\t79\t3A\n",
  {"stat": "max", "col": "score"})
C("rag-08", "ragged", "sum of amount", """date,amount,memo
2024-01-02,150.00,coffee
2024-01-03,80.00,lunch
2024-01-04,42.""", {"stat": "sum", "col": "amount"})
C("rag-09", "ragged", "count rows where region = 'West'", """region,units,rep
West,10,Ann
East,4,Bob
North,6,Cy,extra
West,8,Dee
""", {"stat": "rows", "where": W(("region", "=", "text", "West"))})
C("rag-10", "ragged", "sum of b", """a,b,
1,2,
3,4,
5,6
7,8,
""", {"stat": "sum", "col": "b"})
C("rag-11", "ragged", "median of value", """id,value
1,10
2,20
3,30,40
4,40
5,,
6,60
""", {"stat": "quantile", "col": "value", "p": "1/2"})
C("rag-12", "ragged", "count of city", """name,city
Ana,"Porto"
Rui,Lisbon, Portugal
Eva,Braga
""", {"stat": "count", "col": "city"})
C("rag-13", "ragged", "mean of score by team", """team,score
red,10
blue,20
red,30,
blue,40
red
""", {"stat": "mean", "col": "score", "by": "team"})

# ---------------------------------------------------------------- quoting
C("quo-01", "quoting", "sum of amount where vendor = 'Acme, Inc.'", """vendor,amount
"Acme, Inc.",300
"Globex, LLC",125.50
"Acme, Inc.",199.99
Initech,80
""", {"stat": "sum", "col": "amount", "where": W(("vendor", "=", "text", "Acme, Inc."))})
C("quo-02", "quoting", "how many rows", '''id,note,amount
1,"Delivered
left at door",40
2,"Customer said ""thanks""",25
3,"Multi-line
address, floor 3
buzz twice",60
''', {"stat": "rows"})
C("quo-04", "quoting", "mean of total", '''order,total
1,"1,234.50"
2,"2,000.00"
3,"999.50"
''', {"stat": "mean", "col": "total"})
C("quo-05", "quoting", "sum of qty", 'name;qty\n"Bolt; M6";40\n"Nut; M6";35\nWasher;15\n', {"stat": "sum", "col": "qty"})
C("quo-06", "quoting", "count of rating", '''id,rating
1,""
2,4
3,""
4,5
''', {"stat": "count", "col": "rating"})
C("quo-07", "quoting", "sum of amount", '''id,amount
1,40
2,"unterminated,10
3,20
''', {"stat": "sum", "col": "amount"})
C("quo-08", "quoting", "sum of amount", '''id,label,amount
1,"Pro" plan,40
2,Basic,20
''', {"stat": "sum", "col": "amount"})
C("quo-09", "quoting", "sum of amount", 'id,note,amount\r\n1,"line one\r\nline two",12.5\r\n2,plain,7.5\r\n',
  {"stat": "sum", "col": "amount"})
C("quo-10", "quoting", "count rows where title = 'The \"Big\" One'", '''title,views
"The ""Big"" One",120
Other,30
''', {"stat": "rows", "where": W(("title", "=", "text", 'The "Big" One'))})

# ---------------------------------------------------------------- encodings
C("enc-01", "encoding", "sum of amount", "\ufeffamount,category\n12.50,food\n7.25,transport\n30,food\n",
  {"stat": "sum", "col": "amount"})
C("enc-03", "encoding", "mean of Größe", "Name,Größe\nJörg,182\nÅsa,169\nZoë,175\nŁukasz,190\n",
  {"stat": "mean", "col": "Größe"})
C("enc-04", "encoding", "sum of visitors by city", """city,visitors
São Paulo,1200
Zürich,800
東京,1500
São Paulo,300
Zürich,50
""", {"stat": "sum", "col": "visitors", "by": "city"})
C("enc-05", "encoding", "sum of Betrag", "\ufeffKunde;Betrag\r\nMüller;1.200,00\r\nSchäfer;350,50\r\n",
  {"stat": "sum", "col": "Betrag"}, "decimal_comma")
C("enc-06", "encoding", "average price where city = 'Málaga'", """city,price
Málaga,85
Malaga,60
Málaga,95
Sevilla,70
""", {"stat": "mean", "col": "price", "where": W(("city", "=", "text", "Málaga"))})
C("enc-07", "encoding", "how many rows", "id,v\r\n1,2\n2,3\r\n3,4\n", {"stat": "rows"})
C("enc-08", "encoding", "sum of v", "\ufeffid,v\r\n1,2.5\r\n2,3.5,\r\n3,4\r\n", {"stat": "sum", "col": "v"})

# ---------------------------------------------------------------- delimiters
C("del-01", "delimiter", "average temp", "station;temp;humidity\nS1;21.5;40\nS2;19.0;55\nS3;23.25;38\n",
  {"stat": "mean", "col": "temp"})
C("del-02", "delimiter", "total steps", "date\tsteps\n2024-03-01\t8500\n2024-03-02\t12040\n2024-03-03\t6300\n",
  {"stat": "sum", "col": "steps"})
C("del-04", "delimiter", "sum of revenue", "region\trevenue\nNorth\t1,250.00\nSouth\t980.50\nEast\t2,000\n",
  {"stat": "sum", "col": "revenue"})
C("del-05", "delimiter", "sum of size", 'name|size\n"a|b.txt"|100\nc.txt|250\n', {"stat": "sum", "col": "size"})

# ---------------------------------------------------------------- blank lines
C("blk-01", "blank", "how many rows", "id,score\n1,80\n\n2,75\n\n\n3,90\n", {"stat": "rows"})
C("blk-02", "blank", "mean of score", "\n\nid,score\n1,80\n2,75\n3,91\n", {"stat": "mean", "col": "score"})
C("blk-04", "blank", "how many rows", "id,score,grade\n1,80,B\n,,\n2,75,C\n , ,\n3,90,A\n", {"stat": "rows"})
C("blk-06", "blank", "sum of Wert", "Nr;Wert\n1;2,5\n;\n2;3,5\n", {"stat": "sum", "col": "Wert"}, "decimal_comma")
C("blk-07", "blank", "how many rows", "a,b\r\n1,2\r\n\r\n3,4\r\n,\r\n5,6\r\n", {"stat": "rows"})

# ---------------------------------------------------------------- headers
C("hdr-01", "header", "sum of amount", "id,Amount,amount\n1,2,3\n4,5,6\n", {"stat": "sum", "col": "amount"})
C("hdr-02", "header", "average unit_price", "item, Unit Price ,qty\npen,1.20,10\nink,3.40,2\npad,2.25,5\n",
  {"stat": "mean", "col": "Unit Price"})
C("hdr-04", "header", "sum of valueOf", "hasOwnProperty,valueOf\nx,3\ny,4\nx,5\n", {"stat": "sum", "col": "valueOf"})
C("hdr-05", "header", "sum of valueOf by hasOwnProperty", "hasOwnProperty,valueOf\nx,3\ny,4\nx,5\n",
  {"stat": "sum", "col": "valueOf", "by": "hasOwnProperty"})
C("hdr-06", "header", "mean of score", ",score,\n1,70,a\n2,80,b\n3,91,c\n", {"stat": "mean", "col": "score"})
C("hdr-07", "header", "count of region", "Region,region \nEU,1\nUS,2\n", {"stat": "count", "col": "region"})
C("hdr-08", "header", 'sum of "Revenue, USD"', '"Revenue, USD",quarter\n1000,Q1\n2500.5,Q2\n', {"stat": "sum", "col": "Revenue, USD"})

# ---------------------------------------------------------------- large and small magnitudes
C("mag-01", "magnitude", "sum of balance", """acct,balance
a,98765432109876543210
b,12345678901234567890
c,-1
""", {"stat": "sum", "col": "balance"})
C("mag-02", "magnitude", "mean of balance", """acct,balance
a,98765432109876543210
b,12345678901234567891
c,7
""", {"stat": "mean", "col": "balance"})
C("mag-03", "magnitude", "sum of dose", """sample,dose
s1,1.5e-20
s2,2.5e-20
s3,0.000000000000000000003
""", {"stat": "sum", "col": "dose"})
C("mag-04", "magnitude", "max of mass", """body,mass
sun,1.989e30
galaxy,2.5e41
cluster,9.99e58
""", {"stat": "max", "col": "mass"})
C("mag-05", "magnitude", "sum of mass", """body,mass
a,1e60
b,5
c,7
""", {"stat": "sum", "col": "mass"})
C("mag-06", "magnitude", "count of digits", """id,digits
1,12345678901234567890123456789012345678901
2,1234567890123456789012345678901234567890
3,5
""", {"stat": "count", "col": "digits"})
C("mag-07", "magnitude", "median of id_num", """k,id_num
a,9007199254740993
b,9007199254740995
c,9007199254740997
d,9007199254740999
""", {"stat": "quantile", "col": "id_num", "p": "1/2"})
C("mag-08", "magnitude", "variance of t", """k,t
a,1000000000000001
b,1000000000000002
c,1000000000000003
d,1000000000000005
""", {"stat": "var", "col": "t"})

# ---------------------------------------------------------------- exact decimal sums
C("dec-01", "exact_decimal", "sum of fraction", "k,fraction\n" + "".join(f"r{i},0.1\n" for i in range(10)),
  {"stat": "sum", "col": "fraction"})
C("dec-02", "exact_decimal", "total price", """item,price
a,19.99
b,0.01
c,0.1
d,0.2
e,1234567.89
f,-1234567.89
""", {"stat": "sum", "col": "price"})
C("dec-04", "exact_decimal", "sum of v", "k,v\na,1e16\nb,1\nc,-1e16\nd,0.3\n", {"stat": "sum", "col": "v"})
C("dec-05", "exact_decimal", "sum of w", """k,w
a,0.12345678901234567891
b,0.87654321098765432109
c,1.00000000000000000001
""", {"stat": "sum", "col": "w"})
C("dec-07", "exact_decimal", "sum of cents", "k,cents\n" + "".join(f"r{i},{x}\n" for i, x in enumerate(
    ["4.35", "0.57", "1.15", "2.675", "8.2", "0.07", "3.3"])), {"stat": "sum", "col": "cents"})

# ---------------------------------------------------------------- medians and quantiles
Q = "k,val\n" + "".join(f"r{i},{v}\n" for i, v in enumerate([12, 3, 7, 19, 5, 8, 2, 15]))
C("qnt-01", "quantile", "median of val", Q, {"stat": "quantile", "col": "val", "p": "1/2"})
C("qnt-02", "quantile", "90th percentile of val", Q, {"stat": "quantile", "col": "val", "p": "9/10"})
C("qnt-03", "quantile", "p25 of val", Q, {"stat": "quantile", "col": "val", "p": "1/4"})
C("qnt-04", "quantile", "0.75 quantile of val", Q, {"stat": "quantile", "col": "val", "p": "3/4"})
C("qnt-06", "quantile", "iqr of val", Q, {"stat": "iqr", "col": "val"})
C("qnt-07", "quantile", "median of change", "k,change\na,-3.5\nb,2\nc,2\nd,-1\ne,7.25\nf,0\n",
  {"stat": "quantile", "col": "change", "p": "1/2"})
C("qnt-08", "quantile", "median of minutes by shift", """shift,minutes
day,30
night,45
day,10
night,15
day,25
night,60
day,40
night,20
""", {"stat": "quantile", "col": "minutes", "p": "1/2", "by": "shift"})
C("qnt-09", "quantile", "99th percentile of ms", "req,ms\n1,110\n2,95\n3,480\n4,130\n", {"stat": "quantile", "col": "ms", "p": "99/100"})
C("qnt-10", "quantile", "median of price", "k,price\na,$0.10\nb,$0.20\n", {"stat": "quantile", "col": "price", "p": "1/2"})

# ---------------------------------------------------------------- group-by with missing keys
C("grp-01", "groupby", "mean of spend by segment", """customer,segment,spend
c1,retail,120
c2,,80
c3,wholesale,400
c4,N/A,40
c5,retail,60
c6,null,20
c7,wholesale,350
""", {"stat": "mean", "col": "spend", "by": "segment"})
C("grp-02", "groupby", "sum of hours per project", """person,project,hours
ann,Apollo,6.5
bob,Zephyr,3
cy,  ,2
dee,Apollo,1.25
eli,NA,4
fay,Zephyr,0.75
""", {"stat": "sum", "col": "hours", "by": "project"})
C("grp-03", "groupby", "count of score group by cohort", """student,cohort,score
s1,2023,81
s2,2024,
s3,2023,77
s4,2024,90
s5,2024,NA
s6,,65
""", {"stat": "count", "col": "score", "by": "cohort"})
C("grp-05", "groupby", "total amount by year", """year,amount
2023,100.10
2024,200.20
2023,0.20
2024,-0.20
#N/A,5
""", {"stat": "sum", "col": "amount", "by": "year"})
C("grp-06", "groupby", "max of temp by site where temp > 0", """site,temp
north,4.5
south,-2
north,none
south,3.25
,7
north,11
""", {"stat": "max", "col": "temp", "by": "site", "where": W(("temp", ">", "num", "0"))})

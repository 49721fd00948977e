#!/usr/bin/env python3
"""Round-5 stats held-out set: the source of cases.json.

Each case: a CSV text, a question in the documented grammar (phrased the way a model writes it), an optional
number_format, a category, and the oracle spec (what the question asks, written by hand). oracle.py labels it.
  python3 cases_src.py   -> writes cases.json (cases + the oracle's labels)
"""
import json
import os

from oracle import label_case

CASES = []


def case(cid, category, csv, query, oracle, fmt=None):
    c = {"id": cid, "category": category, "csv": csv, "query": query, "oracle": oracle}
    if fmt:
        c["number_format"] = fmt
    CASES.append(c)


W = lambda *t: [list(t)]  # one AND-group of (col, op, value) tests

# ------------------------------------------------------------------ basic aggregates and filters
ORDERS = (
    "order_id,customer,country,channel,units,order_value\n"
    "A-1001,Hartmann GmbH,DE,web,3,149.97\n"
    "A-1002,Lindqvist AB,SE,phone,1,1299.00\n"
    "A-1003,Okafor Ltd,GB,web,12,86.40\n"
    "A-1004,Moreau SARL,FR,web,5,412.50\n"
    "A-1005,Hartmann GmbH,DE,partner,2,74.10\n"
    "A-1006,Rossi Srl,IT,phone,7,903.35\n"
    "A-1007,Nakamura KK,JP,web,4,250.00\n"
    "A-1008,Okafor Ltd,GB,partner,9,1020.75\n"
)
case("b01", "basic", ORDERS, "average order_value", {"stat": "mean", "col": "order_value"})
case("b02", "basic", ORDERS, "total units where channel = web", {"stat": "sum", "col": "units", "where": W(("channel", "=", "'web'"))})
case("b03", "basic", ORDERS, "count rows where order_value > 400", {"stat": "rows", "where": W(("order_value", ">", "400"))})
case("b04", "basic", ORDERS, "max order_value where country = 'GB'", {"stat": "max", "col": "order_value", "where": W(("country", "=", "'GB'"))})
case("b05", "basic", ORDERS, "min of units where channel != web", {"stat": "min", "col": "units", "where": W(("channel", "!=", "'web'"))})
case("b06", "basic", ORDERS, "sum of units where order_value between 100 and 500",
     {"stat": "sum", "col": "units", "where": W(("order_value", ">=", "100"), ("order_value", "<=", "500"))})
case("b07", "basic", ORDERS, "mean of order value where country = DE or country = FR",
     {"stat": "mean", "col": "order_value", "where": [[("country", "=", "'DE'")], [("country", "=", "'FR'")]]})
case("b08", "basic", ORDERS, "range of order_value", {"stat": "range", "col": "order_value"})
case("b09", "basic", ORDERS, "number of distinct customer", {"stat": "distinct", "col": "customer"})
case("b10", "basic", ORDERS, "total order_value by channel", {"stat": "sum", "col": "order_value", "by": "channel"})
case("b11", "basic", ORDERS, "how many rows", {"stat": "rows"})
case("b12", "basic", ORDERS, "average units where channel = web and order_value at least 250",
     {"stat": "mean", "col": "units", "where": W(("channel", "=", "'web'"), ("order_value", ">=", "250"))})

# ------------------------------------------------------------------ number formats
case("f01", "formats", "vendor,invoice_total\nNorthwind,\"$1,204.50\"\nContoso,$89.99\nFabrikam,\"$12,000\"\nTailspin,$0.51\n",
     "total invoice_total", {"stat": "sum", "col": "invoice_total"})
case("f02", "formats", "city,rent\nBerlin,1.250 €\nMadrid,980 €\nLyon,\"1.100,50 €\"\nPorto,\"720,25 €\"\n",
     "average rent", {"stat": "mean", "col": "rent"}, fmt="decimal_comma")
case("f03", "formats", "campaign,conversion\nspring,3.5%\nsummer,12%\nautumn,0.75%\nwinter,8.25%\n",
     "mean of conversion", {"stat": "mean", "col": "conversion"})
case("f04", "formats", "quarter,net_income\nQ1,\"($2,340.00)\"\nQ2,\"$1,115.25\"\nQ3,(480)\nQ4,\"$3,002.75\"\n",
     "sum of net_income", {"stat": "sum", "col": "net_income"})
case("f05", "formats", "region,revenue_chf\nZurich,1'250'000\nGeneva,980'500.75\nBasel,45'000\nBern,2'000'000.25\n",
     "total revenue_chf", {"stat": "sum", "col": "revenue_chf"})
case("f06", "formats", "team,budget\nops,USD 1500\ndata,2750.50 USD\ninfra,USD 980\nsec,410.25 USD\n",
     "max budget", {"stat": "max", "col": "budget"})
case("f07", "formats", "sensor,delta\ns1,\u22123.25\ns2,+1.50\ns3,\u22120.75\ns4,2\n",
     "sum of delta", {"stat": "sum", "col": "delta"})
case("f08", "formats", "employee,remote\nana,TRUE\nbo,false\ncy,True\ndee,FALSE\neli,true\n",
     "average remote", {"stat": "mean", "col": "remote"})
case("f09", "formats", "sample,concentration\nc1,1.5e3\nc2,2.25E2\nc3,4e-1\nc4,7.5e+1\n",
     "median of concentration", {"stat": "quantile", "col": "concentration", "p": "1/2"})
case("f10", "formats", "store,sales\nOslo,12\u00a0500\nBergen,9\u00a0875.5\nTromso,1\u00a0002\nStavanger,310\n",
     "total sales", {"stat": "sum", "col": "sales"})
case("f11", "formats", "line,cost\nL1,£4.20\nL2,¥1200\nL3,₹350.50\nL4,€19.99\nL5,12.00 ₺\n",
     "sum of cost", {"stat": "sum", "col": "cost"})
case("f12", "formats", "month;margin\nJan;-$120,50\nFeb;$-80,25\nMar;$300\nApr;(45,75)\n",
     "total margin", {"stat": "sum", "col": "margin"}, fmt="decimal_comma")
case("f13", "formats", "shop,discount\na,(5%)\nb,12.5%\nc,-2.5%\nd,20%\n",
     "sum of discount", {"stat": "sum", "col": "discount"})
case("f14", "formats", "asset,price\nX,\"1,23\"\nY,10\nZ,20\n",
     "average price", {"stat": "mean", "col": "price"})
case("f15", "formats", "item,weight_kg\nbolt,1\u2009250.5\nnut,3\u2009000\nwasher,12.25\n",
     "sum of weight_kg", {"stat": "sum", "col": "weight_kg"})
case("f16", "formats", "amount\n\"$1,000\"\n\"$2,500\"\n$750\n$1200\n",
     "count rows where amount > $1,000", {"stat": "rows", "where": W(("amount", ">", "$1,000"))})
case("f17", "formats", "product;price\nA;1.234,50\nB;999,99\nC;12.000\nD;0,01\n",
     "max price", {"stat": "max", "col": "price"}, fmt="decimal_comma")

# ------------------------------------------------------------------ missing tokens
case("m01", "missing", "patient,hba1c\np1,6.1\np2,NA\np3,7.4\np4,n/a\np5,5.9\np6,\n",
     "count of hba1c", {"stat": "count", "col": "hba1c"})
case("m02", "missing", "patient,hba1c\np1,6.1\np2,NULL\np3,7.4\np4,  nan  \np5,5.9\np6,None\n",
     "average hba1c", {"stat": "mean", "col": "hba1c"})
case("m03", "missing", "ticket,resolution_hours\nT1,#n/a\nT2,4\nT3,#N/A\nT4,10\nT5,N/a\nT6,7\n",
     "sum of resolution_hours", {"stat": "sum", "col": "resolution_hours"})
case("m04", "missing", "ticket,assignee\nT1,alice\nT2,none\nT3,bob\nT4,\nT5,NaN\nT6,carol\nT7,alice\n",
     "count of assignee", {"stat": "count", "col": "assignee"})
case("m05", "missing", "ticket,assignee\nT1,alice\nT2,null\nT3,bob\nT4,N/A\nT5,alice\nT6,Carol\n",
     "number of distinct assignee", {"stat": "distinct", "col": "assignee"})
case("m06", "missing", "run,latency_ms\nr1,120\nr2,nAn\nr3,95\nr4,\" \"\nr5,101\nr6,na\nr7,88\n",
     "median of latency_ms", {"stat": "quantile", "col": "latency_ms", "p": "1/2"})
case("m07", "missing", "run,latency_ms\nr1,120\nr2,NONE\nr3,95\nr4,N/A\nr5,101\nr6,130\n",
     "count rows where latency_ms < 110", {"stat": "rows", "where": W(("latency_ms", "<", "110"))})
case("m08", "missing", "store,manager\nS1,Ito\nS2,NA\nS3,Berg\nS4,\nS5,Ito\n",
     "count rows where manager != 'Ito'", {"stat": "rows", "where": W(("manager", "!=", "'Ito'"))})
case("m09", "missing", "store,manager\nS1,Ito\nS2,NA\nS3,Berg\nS4,\nS5,Ito\n",
     "count rows where manager = 'NA'", {"stat": "rows", "where": W(("manager", "=", "'NA'"))})
case("m10", "missing", "x,y\n1,2\nNaN,4\n3,null\n5,9\n7,12\n",
     "correlation between x and y", {"stat": "corr", "x": "x", "y": "y"})
case("m11", "missing", "grade,score\nA,91\nB,N/A\nA,#N/A\nB,77\nA,85\nB,None\n",
     "average score by grade", {"stat": "mean", "col": "score", "by": "grade"})
case("m12", "missing", "day,visits\nmon,NULL\ntue,NULL\nwed,300\nthu,NULL\nfri,120\n",
     "min of visits", {"stat": "min", "col": "visits"})

# ------------------------------------------------------------------ near-misses: not missing, unreadable
case("n01", "nearmiss", "account,balance\nacc1,100\nacc2,-\nacc3,250\nacc4,40\n",
     "total balance", {"stat": "sum", "col": "balance"})
case("n02", "nearmiss", "trial,dose_mg\nt1,5\nt2,n.a.\nt3,10\nt4,7.5\n",
     "average dose_mg", {"stat": "mean", "col": "dose_mg"})
case("n03", "nearmiss", "lab,result\nL1,0.8\nL2,missing\nL3,1.2\nL4,NA\nL5,0.9\n",
     "count of result", {"stat": "count", "col": "result"})
case("n04", "nearmiss", "part,tolerance\nP1,0.05\nP2,\u2014\nP3,0.02\nP4,0.04\n",
     "max tolerance", {"stat": "max", "col": "tolerance"})
case("n05", "nearmiss", "city,population\nAarhus,\"349,977\"\nOdense,TBD\nAalborg,\"119,862\"\nEsbjerg,nil\n",
     "sum of population", {"stat": "sum", "col": "population"})
case("n06", "nearmiss", "q,answer\nq1,4\nq2,?\nq3,5\nq4,N.A\nq5,3\n",
     "median of answer", {"stat": "quantile", "col": "answer", "p": "1/2"})
case("n07", "nearmiss", "sku,stock\nK1,12\nK2,NA NA\nK3,0\nK4,8\n",
     "count rows where stock >= 8", {"stat": "rows", "where": W(("stock", ">=", "8"))})
case("n08", "nearmiss", "site,uptime\nfra,99.9%\nams,$99.5%\nlhr,98.7%\n",
     "average uptime", {"stat": "mean", "col": "uptime"})
case("n09", "nearmiss", "dept,headcount\nHR,12\nIT,\"1,2345\"\nOps,40\n",
     "total headcount", {"stat": "sum", "col": "headcount"})

case("n10", "nearmiss", "probe,signal\np1,0.5\np2,N / A\np3,1.5\np4,#NA\np5,2\n",
     "average signal", {"stat": "mean", "col": "signal"})

# ------------------------------------------------------------------ ragged records
case("r01", "ragged", "item,amount\nkeyboard,45.00\nmonitor,1,249.00\nmouse,19.90\ndock,120.00\n",
     "total amount", {"stat": "sum", "col": "amount"})
case("r02", "ragged", "vendor,city,spend\nAcme, Inc.,Denver,300\nGlobex,Austin,450\nInitech,Dallas,125\n",
     "sum of spend", {"stat": "sum", "col": "spend"})
case("r03", "ragged", "batch,yield,operator\nB1,92.5,kim\nB2,88.0,lee,\nB3,95.25,kim\nB4,90.0,ortiz\n",
     "average yield", {"stat": "mean", "col": "yield"})
case("r04", "ragged", "batch,yield,operator\nB1,92.5,kim\nB2,88.0\nB3,95.25,kim\nB4,90.0,ortiz\n",
     "how many rows", {"stat": "rows"})
case("r05", "ragged", "ts,temp_c,humidity\n09:00,21.5,40\n09:10,21.7,41\n09:20,21.9,42\n09:30,22.4",
     "max temp_c", {"stat": "max", "col": "temp_c"})
case("r06", "ragged", "a,b,c\n1,2,3\n4,5,6,7,8\n9,10,11\n12\n13,14,15\n",
     "sum of c", {"stat": "sum", "col": "c"})
case("r07", "ragged", "name,score\nava,81\nben,77\ncal,90\ndan,68\nend,72,\n",
     "count of score", {"stat": "count", "col": "score"})
case("r08", "ragged", "region;sales\nnorth;100\nsouth;200;300\neast;50\n",
     "total sales by region", {"stat": "sum", "col": "sales", "by": "region"}, fmt=None)
case("r09", "ragged", "k,v\nx,1\ny,\"2\",extra\nz,3\n",
     "median of v", {"stat": "quantile", "col": "v", "p": "1/2"})
case("r10", "ragged", "id,qty,price\n1,2,3.50\n2,4\n3,1,9.99\n4,,\n5,3,2.25\n",
     "average price", {"stat": "mean", "col": "price"})
case("r11", "ragged", "k\tv\na\t1\nb\t2\t\nc\t3\n",
     "sum of v", {"stat": "sum", "col": "v"})
case("r12", "ragged", "id,label,score\n1,\"ok, fine\",10\n2,ok, fine,20\n3,\"fine\",30\n",
     "count rows where score > 5", {"stat": "rows", "where": W(("score", ">", "5"))})
case("r13", "ragged", "x,y\n1,2\n2,4\n3,7,\n4,8\n5,11\n",
     "slope of y on x", {"stat": "slope", "x": "x", "y": "y"})

# ------------------------------------------------------------------ quoting
case("q01", "quoting", "supplier,note,amount\n\"Acme, Inc.\",\"paid, late\",300\nGlobex,ok,450\n\"Smith & Sons, LLC\",\"\",125.5\n",
     "total amount", {"stat": "sum", "col": "amount"})
case("q02", "quoting", "id,address,rent\n1,\"12 Main St\nApt 4\",1450\n2,\"9 Elm Rd\",1200\n3,\"77 Oak Ave\nFloor 2\nRear\",1375\n",
     "average rent", {"stat": "mean", "col": "rent"})
case("q03", "quoting", "id,comment,rating\n1,\"She said \"\"great\"\", then left\",5\n2,\"\"\"meh\"\"\",3\n3,fine,4\n",
     "sum of rating", {"stat": "sum", "col": "rating"})
case("q04", "quoting", "city,population\n\"Osaka\",\"2,752,412\"\n\"Kobe\",\"1,525,152\"\n\"Kyoto\",\"1,463,723\"\n",
     "max population", {"stat": "max", "col": "population"})
case("q05", "quoting", "id,desc,price\n1,\"broken \"quote,10\n2,ok,20\n",
     "sum of price", {"stat": "sum", "col": "price"})
case("q06", "quoting", "id,desc,price\n1,\"never closed,10\n2,ok,20\n3,fine,30\n",
     "sum of price", {"stat": "sum", "col": "price"})
case("q07", "quoting", "id,desc,price\n1,\"a,b,c\",10\n2,\"d\ne,f\",20\n3,g,30,\n",
     "average price", {"stat": "mean", "col": "price"})
case("q08", "quoting", "\"order id\",\"net, EUR\"\nX1,\"1.200,00\"\nX2,\"350,50\"\nX3,\"99,99\"\n",
     "sum of \"net, EUR\"", {"stat": "sum", "col": "net, EUR"}, fmt="decimal_comma")

# ------------------------------------------------------------------ encodings
case("e01", "encoding", "\ufeffproduct,units\nwidget,10\ngadget,25\ngizmo,7\n",
     "sum of units", {"stat": "sum", "col": "units"})
case("e02", "encoding", "\ufeffunits,product\n10,widget\n25,gadget\n7,gizmo\n",
     "average units", {"stat": "mean", "col": "units"})
case("e03", "encoding", "store,revenue\r\nKöln,1200.10\r\nMünchen,980.20\r\nDüsseldorf,450.30\r\n",
     "total revenue where store = 'München'", {"stat": "sum", "col": "revenue", "where": W(("store", "=", "'München'"))})
case("e04", "encoding", "ville,température\nNice,18.5\nLille,9.25\nBrest,12\n",
     "mean of température", {"stat": "mean", "col": "température"})
case("e05", "encoding", "产品,销量\n苹果,120\n香蕉,80\n橙子,45\n",
     "sum of 销量", {"stat": "sum", "col": "销量"})
case("e06", "encoding", "\ufeffid;note;value\r\n1;\"line one\r\nline two\";3,5\r\n2;plain;4,25\r\n3;\"x;y\";1\r\n",
     "sum of value", {"stat": "sum", "col": "value"}, fmt="decimal_comma")

# ------------------------------------------------------------------ delimiters
case("d01", "delimiters", "region;units;price\nnorth;4;2.50\nsouth;6;3.75\neast;2;10.00\n",
     "average price", {"stat": "mean", "col": "price"})
case("d02", "delimiters", "region\tunits\tprice\nnorth\t4\t2.50\nsouth\t6\t3.75\neast\t2\t10.00\nwest\t8\t1.25\n",
     "median of units", {"stat": "quantile", "col": "units", "p": "1/2"})
case("d03", "delimiters", "region|units|price\nnorth|4|\"1,250.00\"\nsouth|6|3.75\neast|2|10.00\n",
     "total price", {"stat": "sum", "col": "price"})
case("d04", "delimiters", "land;umsatz\nDE;1.234.567,89\nAT;98.765,43\nCH;500\n",
     "sum of umsatz", {"stat": "sum", "col": "umsatz"}, fmt="decimal_comma")
case("d05", "delimiters", "name|note|score\nann|a,b,c|7\nbob|x;y|9\ncid|-|8\n",
     "mean of score", {"stat": "mean", "col": "score"})
case("d06", "delimiters", "score\n7\n9\n8\n10\n",
     "variance of score", {"stat": "var", "col": "score"})

# ------------------------------------------------------------------ blank lines
case("l01", "blank", "city,rainfall_mm\n\nBergen,231\n\nLondon,55\n   \nSeattle,97\n\n",
     "average rainfall_mm", {"stat": "mean", "col": "rainfall_mm"})
case("l02", "blank", "\n\ncity,rainfall_mm\nBergen,231\nLondon,55\n",
     "how many rows", {"stat": "rows"})
case("l03", "blank", "city,rainfall_mm,rank\nBergen,231,1\n,,\nLondon,55,3\n , , \nSeattle,97,2\n",
     "how many rows", {"stat": "rows"})
case("l04", "blank", "city,rainfall_mm,rank\nBergen,231,1\n\nLondon,55,3,\n\nSeattle,97,2\n",
     "sum of rainfall_mm", {"stat": "sum", "col": "rainfall_mm"})
case("l05", "blank", "a,b\r\n1,2\r\n\r\n3,4\r\n\r\n\r\n5,6\r\n",
     "sum of b", {"stat": "sum", "col": "b"})

# ------------------------------------------------------------------ headers
case("h01", "headers", "Price,qty,price\n10,1,11\n20,2,21\n",
     "sum of qty", {"stat": "sum", "col": "qty"})
case("h02", "headers", "Unit Price,QTY,unit price \n10,1,11\n20,2,21\n",
     "sum of qty", {"stat": "sum", "col": "qty"})
case("h03", "headers", "  unit price  ,  qty \n2.50,4\n3.75,2\n1.00,10\n",
     "average unit_price", {"stat": "mean", "col": "unit price"})
case("h04", "headers", "sku,qty,\nA1,5,\nA2,7,\nA3,9,\n",
     "total qty", {"stat": "sum", "col": "qty"})
case("h05", "headers", "sku,qty,\nA1,5,\nA2,7\nA3,9,\n",
     "total qty", {"stat": "sum", "col": "qty"})
case("h06", "headers", "hasOwnProperty,valueOf\nalpha,3\nbeta,4\nalpha,5\n",
     "sum of valueOf by hasOwnProperty", {"stat": "sum", "col": "valueOf", "by": "hasOwnProperty"})

# ------------------------------------------------------------------ extremes
case("x01", "extremes", "wallet,balance_wei\nw1,12345678901234567890123\nw2,98765432109876543210987\nw3,1\n",
     "total balance_wei", {"stat": "sum", "col": "balance_wei"})
case("x02", "extremes", "id,n\n1,9007199254740993\n2,9007199254740995\n3,9007199254740997\n",
     "mean of n", {"stat": "mean", "col": "n"})
case("x03", "extremes", "run,rate\nr1,2.5e-35\nr2,7.5e-35\nr3,1.0e-34\n",
     "average rate", {"stat": "mean", "col": "rate"})
case("x04", "extremes", "run,energy\nr1,3.2e55\nr2,9.9e58\nr3,-4.1e57\n",
     "sum of energy", {"stat": "sum", "col": "energy"})
case("x05", "extremes", "run,energy\nr1,3.2e55\nr2,2e61\nr3,-4.1e57\n",
     "sum of energy", {"stat": "sum", "col": "energy"})
case("x06", "extremes", "id,v\n1,0.000000000000000000000000000001\n2,0.000000000000000000000000000002\n3,1000000000000\n",
     "sum of v", {"stat": "sum", "col": "v"})
case("x07", "extremes", "id,v\n1,1e-101\n2,5\n3,6\n",
     "sum of v", {"stat": "sum", "col": "v"})

# ------------------------------------------------------------------ exact decimals
case("c01", "exact", "tx,amount\nt1,0.1\nt2,0.2\nt3,0.3\nt4,0.1\nt5,0.2\nt6,0.3\nt7,0.1\n",
     "sum of amount", {"stat": "sum", "col": "amount"})
case("c02", "exact", "tx,amount\n" + "".join(f"t{i},0.01\n" for i in range(1, 31)) + "t31,-0.3\n",
     "total amount", {"stat": "sum", "col": "amount"})
case("c03", "exact", "tx,amount\nt1,1.1\nt2,2.2\nt3,3.3\n",
     "mean of amount", {"stat": "mean", "col": "amount"})
case("c04", "exact", "tx,amount\nt1,10000000000000000.1\nt2,0.2\nt3,-10000000000000000\n",
     "sum of amount", {"stat": "sum", "col": "amount"})
case("c05", "exact", "reading\n0.7\n0.1\n0.2\n0.4\n0.9\n0.3\n",
     "variance of reading", {"stat": "var", "col": "reading"})
case("c06", "exact", "price\n19.99\n19.99\n19.99\n0.03\n",
     "average price", {"stat": "mean", "col": "price"})

# ------------------------------------------------------------------ quantiles and medians
case("p01", "quantiles", "house,price_k\nh1,410\nh2,385\nh3,520\nh4,299\nh5,640\nh6,455\n",
     "median of price_k", {"stat": "quantile", "col": "price_k", "p": "1/2"})
case("p02", "quantiles", "t,ms\na,12\nb,15\nc,11\nd,40\ne,18\nf,13\ng,22\nh,16\n",
     "90th percentile of ms", {"stat": "quantile", "col": "ms", "p": "9/10"})
case("p03", "quantiles", "t,ms\na,12\nb,15\nc,11\nd,40\ne,18\nf,13\ng,22\nh,16\n",
     "p25 of ms", {"stat": "quantile", "col": "ms", "p": "1/4"})
case("p04", "quantiles", "w,kg\n1,70.2\n2,81.5\n3,64.8\n4,92.1\n5,77.7\n6,58.3\n7,88.0\n8,73.4\n9,69.9\n10,80.6\n",
     "0.75 quantile of kg", {"stat": "quantile", "col": "kg", "p": "3/4"})
case("p05", "quantiles", "w,kg\n1,70.2\n2,81.5\n3,64.8\n4,92.1\n5,77.7\n6,58.3\n7,88.0\n8,73.4\n9,69.9\n10,80.6\n",
     "iqr of kg", {"stat": "iqr", "col": "kg"})
case("p06", "quantiles", "x\n0.1\n0.2\n0.3\n0.4\n",
     "median of x", {"stat": "quantile", "col": "x", "p": "1/2"})
case("p07", "quantiles", "id,score\n1,3\n2,N/A\n3,9\n4,1\n5,\n6,7\n7,5\n8,8\n",
     "first quartile of score", {"stat": "quantile", "col": "score", "p": "1/4"})
case("p08", "quantiles", "region,ms\nEU,10\nEU,20\nUS,5\nEU,30\nUS,15\nEU,40\n",
     "median of ms by region", {"stat": "quantile", "col": "ms", "p": "1/2", "by": "region"})

# ------------------------------------------------------------------ group-by with missing keys
case("g01", "groups", "rep,region,deal\nr1,EMEA,1200\nr2,,800\nr3,APAC,450\nr4,NA,300\nr5,EMEA,950\nr6,null,100\n",
     "total deal by region", {"stat": "sum", "col": "deal", "by": "region"})
case("g02", "groups", "rep,tier,deal\nr1,2,1200\nr2,2.00,800\nr3,3,450\nr4,+2,300\nr5,N/A,950\n",
     "average deal per tier", {"stat": "mean", "col": "deal", "by": "tier"})
case("g03", "groups", "ticket,team,hours\nT1,core,3\nT2,None,5\nT3,web,2\nT4,#N/A,4\nT5,core,6\nT6,web,NA\n",
     "count of hours group by team", {"stat": "count", "col": "hours", "by": "team"})
case("g04", "groups", "ticket,team,hours\nT1,core,3\nT2,,5\nT3,web,2\nT4,  ,4\nT5,core,6\n",
     "max hours for each team", {"stat": "max", "col": "hours", "by": "team"})
case("g05", "groups", "ticket,team,hours\nT1,core,3\nT2,nan,5\nT3,web,2\nT4,core,6\nT5,web,1\n",
     "sum of hours by team where hours > 1", {"stat": "sum", "col": "hours", "by": "team", "where": W(("hours", ">", "1"))})

# ------------------------------------------------------------------ other statistics
TRIAL = ("arm,response\ncontrol,4.1\ncontrol,3.8\ncontrol,4.5\ncontrol,3.9\ntreated,5.2\ntreated,4.9\n"
         "treated,5.8\ntreated,5.1\ntreated,4.7\n")
case("s01", "statistics", "day,sales\n1,10\n2,12\n3,9\n4,15\n5,14\n",
     "standard deviation of sales", {"stat": "sd", "col": "sales"})
case("s02", "statistics", "day,sales\n1,10\n2,12\n3,9\n4,15\n5,14\n",
     "population variance of sales", {"stat": "var", "col": "sales", "pop": True})
case("s03", "statistics", "ad_spend,revenue\n1.5,10.2\n2.0,12.9\n3.5,15.1\n4.0,19.8\n5.5,22.0\n",
     "correlation between ad_spend and revenue", {"stat": "corr", "x": "ad_spend", "y": "revenue"})
case("s04", "statistics", "ad_spend,revenue\n1.5,10.2\n2.0,12.9\n3.5,15.1\n4.0,19.8\n5.5,22.0\n",
     "intercept of revenue on ad_spend", {"stat": "intercept", "x": "ad_spend", "y": "revenue"})
case("s05", "statistics", "id,rating\n1,4\n2,5\n3,3\n4,4\n5,5\n6,4\n",
     "t-test of rating against 3.5", {"stat": "ttest", "col": "rating", "mu": "7/2"})
case("s06", "statistics", TRIAL,
     "welch t-test of response between arm treated and control", {"stat": "welch", "col": "response", "g": "arm", "a": "treated", "b": "control"})
case("s07", "statistics", "shoe,size\na,42\nb,39\nc,42\nd,39\ne,44\n",
     "mode of size", {"stat": "mode", "col": "size"})
case("s08", "statistics", "id,price\n1,$10\n2,10.00\n3,$10.0\n4,20\n",
     "number of distinct price", {"stat": "distinct", "col": "price"})


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids))
    labels = {c["id"]: label_case(c) for c in CASES}
    doc = {
        "description": "Verdict stats held-out set, round 5: written from docs/stats.md only; labels from oracle.py",
        "cases": CASES,
        "labels": labels,
    }
    with open(os.path.join(here, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")
    by = {}
    for c in CASES:
        e = labels[c["id"]]["expect"]
        by.setdefault(c["category"], {}).setdefault(e, 0)
        by[c["category"]][e] += 1
    print(len(CASES), "cases")
    for k, v in by.items():
        print(f"  {k:12} {v}")


if __name__ == "__main__":
    main()

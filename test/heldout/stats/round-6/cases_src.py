"""Round-6 stats held-out cases: CSV text, the question as a model would ask it, and a structured spec the oracle
computes from (oracle.py never parses the question). Written from docs/stats.md alone."""

CASES = []


def C(id, category, csv, query, note="", number_format=None, **spec):
    where = spec.pop("where", None)
    if where is not None and where and isinstance(where[0], tuple):
        where = [where]  # one conjunction
    spec["where"] = where
    c = {"id": id, "category": category, "csv": csv, "query": query, "spec": spec, "note": note}
    if number_format:
        c["number_format"] = number_format
    CASES.append(c)


def W(col, op, val, quoted=False):
    return (col, op, val, quoted)


# ------------------------------------------------------------------ basic aggregates and filters
SALES = """order_id,region,product,units,unit_price,revenue
1001,EU,widget,12,4.50,54.00
1002,US,gadget,3,19.99,59.97
1003,EU,gizmo,7,12.25,85.75
1004,APAC,widget,20,4.50,90.00
1005,US,widget,5,4.75,23.75
1006,EU,gadget,1,19.99,19.99
1007,APAC,gizmo,9,12.00,108.00
1008,US,gizmo,4,12.25,49.00
"""
C("b01", "basic", SALES, "total revenue", stat="sum", col="revenue")
C("b02", "basic", SALES, "average units where region = EU", stat="mean", col="units", where=[W("region", "=", "EU")])
C("b04", "basic", SALES, "count rows where units > 5", stat="rows", where=[W("units", ">", "5")])
C("b05", "basic", SALES, "mean of revenue where region = US or region = APAC", stat="mean", col="revenue",
  where=[[W("region", "=", "US")], [W("region", "=", "APAC")]])
C("b07", "basic", SALES, "sum of units where unit_price between 4.6 and 12.1", stat="sum", col="units",
  where=[W("unit_price", ">=", "4.6"), W("unit_price", "<=", "12.1")])
C("b10", "basic", SALES, "average revenue where units >= 5 and region = EU or region = US", stat="mean", col="revenue",
  where=[[W("units", ">=", "5"), W("region", "=", "EU")], [W("region", "=", "US")]],
  note="and binds tighter than or")
C("b11", "basic", SALES, "total units by region", stat="sum", col="units", by="region")

# ------------------------------------------------------------------ number formats
C("n01", "numfmt", "payee,amount\nOrbit Labs,\"$1,200.50\"\nrefund,-$35.00\nfee,$-4.25\nCloudCo,USD 980\nNimbus,\"1,000 USD\"\n",
  "sum of amount", stat="sum", col="amount", note="currency before/after, sign before and after the symbol, ISO codes")
C("n02", "numfmt", "posten;betrag\nMiete;€1.234,50\nStrom;12,75 €\nInvest;EUR 3.000\nKorrektur;-0,5\nBonus;1 500,25\n",
  "sum of betrag", number_format="decimal_comma", stat="sum", col="betrag")
C("n03", "numfmt", "campaign,conversion_rate\nspring,12.5%\nsummer,7%\nreturns,(3%)\nfall,0.5%\nwinter,100%\n",
  "average conversion rate", stat="mean", col="conversion_rate", note="percent and accounting percent")
C("n04", "numfmt", "line,net\nA,(15)\nB,\"($1,234.50)\"\nC,250\nD,(0.75)\nE,\"1,000\"\n",
  "sum of net", stat="sum", col="net", note="accounting negatives")
C("n05", "numfmt", "sensor,delta\nt1,\u221212.5\nt2,+3\nt3,\u22120.5\nt4,10\n",
  "total delta", stat="sum", col="delta", note="U+2212 minus and explicit plus")
C("n07", "numfmt", "fund,value\nA,1'250'000\nB,3\u00a0400\nC,12\u2009500\nD,CHF 2'000.50\n", "sum of value", stat="sum", col="value",
  note="apostrophe, no-break space and thin space grouping")
C("n08", "numfmt", "user,churned\nu1,TRUE\nu2,false\nu3,True\nu4, FALSE \nu5,true\n", "mean of churned", stat="mean", col="churned")
C("n10", "numfmt", "messung;wert\na;1,234\nb;2,5\nc;10\n", "sum of wert", number_format="decimal_comma", stat="sum", col="wert",
  note="1,234 is 1.234 with decimal_comma")
C("n11", "numfmt", "sku,price\nk1,£5.20\nk2,¥300\nk3,\"₹1,250\"\nk4,₽99.90\nk5,₺45\nk6,₪12.5\n", "sum of price", stat="sum", col="price")
C("n12", "numfmt", "item,discount\na,5%\nb,$5%\nc,15%\n", "mean of discount", stat="mean", col="discount",
  note="currency with percent is unreadable")
C("n13", "numfmt", "district,budget\nPune,\"₹1,00,000\"\nDelhi,\"₹2,500,000\"\nAgra,\"₹750,000\"\n", "sum of budget", stat="sum", col="budget",
  note="Indian lakh grouping is not groups of three")
C("n16", "numfmt", "entry,adj\ne1,(-15)\ne2,(20)\ne3,-(5)\ne4,7\n", "sum of adj", stat="sum", col="adj", note="sign inside parentheses")
C("n17", "numfmt", "ad,ctr\na1,12.5%\na2,7%\na3,0.15\na4,9.9%\na5,10%\n", "count rows where ctr > 10%", stat="rows",
  where=[W("ctr", ">", "10%")], note="percent condition value")

# ------------------------------------------------------------------ missing values
C("m01", "missing", "patient,weight_kg\np1,71.5\np2,nan\np3,NULL\np4, n/a \np5,#n/a\np6,None\np7,NA\np8,\np9,68.25\np10,80\n",
  "average weight_kg", stat="mean", col="weight_kg")
C("m02", "missing", "store,returns\ns1,4\ns2,NaN\ns3,0\ns4,nULL\ns5,\ns6,#N/A\ns7,2\n", "count of returns", stat="count", col="returns")
C("m03", "missing", "ticket,comment\n1,ok\n2,NA\n3,late delivery\n4,\n5,none\n6,N/a\n7,refund issued\n", "count of comment",
  stat="count", col="comment", note="text column: markers are not counted")
C("m04", "missing", "order,city\n1,n/a\n2,Paris\n3,NULL\n4,Lyon\n5,Paris\n6,NONE\n7,\n", "number of distinct city", stat="distinct", col="city")
C("m05", "missing", "shipment,status\n1,shipped\n2,pending\n3,NA\n4,\n5,shipped\n6,cancelled\n7,Shipped\n",
  "count rows where status != shipped", stat="rows", where=[W("status", "!=", "shipped")], note="!= matches missing cells")
C("m06", "missing", "student,score\na,70\nb,NA\nc,49\nd,null\ne,50\nf,\ng,88.5\n", "count rows where score at least 50", stat="rows",
  where=[W("score", ">=", "50")])
C("m07", "missing", "id,latency_ms\n1,\"NA\"\n2,120\n3,\"N/A\"\n4,\"\"\n5,95\n6,\"  \"\n7,101\n", "mean latency_ms", stat="mean", col="latency_ms",
  note="quoted markers and quoted blanks")
C("m08", "missing", "id,dose\n1,\u00a0NaN\u00a0\n2,2.5\n3,\u2009null\n4,5\n", "sum of dose", stat="sum", col="dose", note="markers padded with nbsp/thin space")

# ------------------------------------------------------------------ near misses: not missing, unreadable
C("x01", "nearmiss", "month,expense\njan,120.00\nfeb,-\nmar,98.50\napr,110\n", "total expense", stat="sum", col="expense")
C("x02", "nearmiss", "site,uptime\na,99.9\nb,n.a.\nc,N.A.\nd,98.7\n", "mean of uptime", stat="mean", col="uptime")
C("x05", "nearmiss", "t,ratio\n1,inf\n2,0.5\n3,-Infinity\n4,1.5\n", "mean of ratio", stat="mean", col="ratio", note="infinities are not numbers")
C("x06", "nearmiss", "q,ans\n1,N A\n2,4\n3,NA.\n4,6\n5,\"N/A \"\n", "sum of ans", stat="sum", col="ans", note="'N/A ' quoted with a space is still missing")
C("x07", "nearmiss", "task,hours\nt1,3\nt2,TBD\nt3,5\nt4,NA\nt5,2\n", "count of hours", stat="count", col="hours",
  note="TBD in a numeric column is unreadable and not counted")
C("x08", "nearmiss", "region,price\nEU,10\nUS,-\nEU,14\nUS,n.a.\nEU,12\n", "mean of price where region = EU", stat="mean", col="price",
  where=[W("region", "=", "EU")], note="unreadable cells only in rows not selected")
C("x09", "nearmiss", "parcel,weight,qty\np1,2.5,3\np2,n.a.,4\np3,1.2,5\np4,3.8,2\n", "sum of qty where weight > 2", stat="sum", col="qty",
  where=[W("weight", ">", "2")], note="unreadable cell in the numerically compared where column")
C("x10", "nearmiss", "user,active\nu1,yes\nu2,true\nu3,no\nu4,false\nu5,TRUE\n", "mean of active", stat="mean", col="active")
C("x11", "nearmiss", "id,n\n1,0x1F\n2,1_000\n3,8\n4,12\n", "sum of n", stat="sum", col="n")

# ------------------------------------------------------------------ ragged rows
C("r01", "ragged", "sku,qty,price\nA-10,2,19.90\nA-17,3,1,050.00\nA-22,1,5.25\nA-30,6,2.00\n", "sum of price", stat="sum", col="price",
  note="unquoted thousands separator splits a cell")
C("r02", "ragged", "sku,qty,price\nB-1,2,3.50\nB-22,4\nB-3,1,8.00\n", "total qty", stat="sum", col="qty", note="a record with a field missing")
C("r03", "ragged", "bin,count,weight\nB1,12,3.5\nB2,17,4.0,\nB3,9,2.5\nB4,5,1.0,\n", "sum of count", stat="sum", col="count",
  note="trailing delimiter on some rows")
C("r04", "ragged", "client,fee\nBrightside,1200\nSmith, Jones & Co,1800\nAtlas,950\n", "average fee", stat="mean", col="fee",
  note="unquoted comma in a name")
C("r05", "ragged", "sku,qty,price\nD-1,2,4.00\nD-2,5,1.50\nD-3,1", "mean of price", stat="mean", col="price",
  note="last record cut short, no final newline")
C("r06", "ragged", "name,dept,salary\nAna,ops,5000\nBo,eng,6100,remote\nCy,eng,5900\nDi,ops,4800\n", "how many rows", stat="rows",
  note="ragged record counted out of how many rows")
C("r07", "ragged", "team,points\nred,10\nblue,7\nred,4,bonus\nblue,9\nred,6\n", "average points by team", stat="mean", col="points", by="team")
C("r08", "ragged", "a,b,\n1,2,\n3,4\n5,6,\n", "sum of b", stat="sum", col="b", note="unnamed trailing header field; a record without it")
C("r11", "ragged", "id,score\n1,40\n2,55,,\n3,61\n", "max score", stat="max", col="score", note="extra empty fields still make a record ragged")

# ------------------------------------------------------------------ quoting
C("q01", "quoting", "client,fee\n\"Acme, Inc.\",300\nBolt Ltd,250\n\"Cole, Dunn, and Partners\",410\n", "sum of fee", stat="sum", col="fee")
C("q02", "quoting", "id,notes,amount\n1,\"called twice,\nleft voicemail\",40\n2,fine,35\n3,\"multi\nline\nnote\",25\n", "how many rows", stat="rows",
  note="quoted line breaks stay in one cell")
C("q04", "quoting", "quote,likes\n\"He said \"\"ship it, now\"\"\",12\n\"\"\"quoted\"\"\",8\nplain,5\n", "mean of likes", stat="mean", col="likes",
  note="doubled quotes with a delimiter inside")
C("q06", "quoting", "client,fee\n\"Acme, Inc.,300\nBolt,250\n", "sum of fee", note="a quote that never closes")
C("q07", "quoting", "client,fee\n\"Acme\" Inc.,300\nBolt,250\n", "sum of fee", note="text after a closing quote")
C("q09", "quoting", "\"unit price\",\"qty\"\n\"2.50\",\"4\"\n\"3.75\",\"2\"\n", "sum of unit price", stat="sum", col="unit price")

# ------------------------------------------------------------------ encodings
C("e01", "encoding", "\ufeffamount,region\n10.5,EU\n4.5,US\n", "sum of amount", stat="sum", col="amount", note="BOM before the first column name")
C("e03", "encoding", "id,memo,total\r\n1,\"first\r\nsecond\",12.5\r\n2,plain,7.5\r\n", "sum of total", stat="sum", col="total",
  note="CRLF inside a quoted field")
C("e04", "encoding", "Stadt,Größe\nZürich,1.5\nSão Paulo,2.25\nKraków,3\nZürich,2.5\n", "mean of Größe by Stadt", stat="mean", col="Größe", by="Stadt")
C("e05", "encoding", "\ufeffprodukt;menge\r\nÄpfel;3\r\nBirnen;4,5\r\n", "sum of menge", number_format="decimal_comma", stat="sum", col="menge")
C("e06", "encoding", "k,v\r\na,1\nb,2\r\nc,3\n", "sum of v", stat="sum", col="v", note="mixed LF and CRLF")

# ------------------------------------------------------------------ delimiters
C("d01", "delimiter", "produit;prix\npain;2,50\nlait;1,15\ncafé;7,80\n", "average prix", number_format="decimal_comma", stat="mean", col="prix")
C("d02", "delimiter", "item\tqty\nbolts\t1 234\nnuts\t2 000\nwashers\t766\n", "sum of qty", stat="sum", col="qty", note="tab, space grouping")
C("d03", "delimiter", "host|latency\na|12\nb|40\nc|25\nd|31\n", "median of latency", stat="median", col="latency")
C("d04", "delimiter", "location;temp\nParis, FR;3.5\nLyon, FR;4.25\nNice, FR;11\n", "mean of temp", stat="mean", col="temp",
  note="unquoted commas in a semicolon file are text")

# ------------------------------------------------------------------ blank lines
C("k01", "blank", "id,x\n1,5\n\n2,7\n\n\n3,9\n", "how many rows", stat="rows")
C("k02", "blank", "id,x\n1,5\n,,\n2,7\n   \n3,9\n , \n", "mean of x", stat="mean", col="x", note="lines of delimiters and spaces only")
C("k03", "blank", "\n\nid,x\n1,2\n2,3\n", "sum of x", stat="sum", col="x", note="blank lines before the header")
C("k05", "blank", "a,b,c\n1,2,3\n,\n4,5,6\n", "sum of c", stat="sum", col="c", note="a blank record with too few fields is skipped, not ragged")

# ------------------------------------------------------------------ headers
C("h01", "header", "SKU,Price,price\nA,1,2\n", "sum of Price", note="names equal ignoring case")
C("h02", "header", " qty ,qty\n1,2\n", "sum of qty", note="names equal after trimming")
C("h03", "header", "  amount  , region \n5,EU\n6,US\n", "sum of amount", stat="sum", col="amount", note="padded names")
C("h04", "header", "id,,amount\n1,x,10\n2,y,15\n", "sum of amount", stat="sum", col="amount", note="unnamed middle column")
C("h05", "header", "customer,order_value\nc1,40\nc2,65\nc3,30\n", "mean of order value", stat="mean", col="order_value")
C("h06", "header", "id,valueOf,hasOwnProperty\n1,3,10\n2,4,20\n", "sum of hasOwnProperty", stat="sum", col="hasOwnProperty")

# ------------------------------------------------------------------ magnitudes
C("g01", "magnitude", "tx,amount\n1,9007199254740993\n2,9007199254740995\n3,1\n", "sum of amount", stat="sum", col="amount")
C("g02", "magnitude", "k,v\na,123456789012345678901234567890\nb,987654321098765432109876543210\n", "sum of v", stat="sum", col="v")
C("g03", "magnitude", "probe,charge\na,1.5e-30\nb,2.5e-30\nc,3e-31\n", "sum of charge", stat="sum", col="charge")
C("g05", "magnitude", "k,v\na,1e75\nb,12\nc,30\n", "max v", stat="max", col="v", note="magnitude past 10^60 is unreadable")
C("g06", "magnitude", "k,v\na,-41000000000000000000000000000\nb,-6500000000000\nc,-6500000000001\n", "min of v", stat="min", col="v")
C("g08", "magnitude", "k,v\na,1e16\nb,1\nc,-1e16\n", "sum of v", stat="sum", col="v")

# ------------------------------------------------------------------ exact decimals
C("z01", "exact", "k,v\n" + "".join(f"r{i},0.1\n" for i in range(10)), "sum of v", stat="sum", col="v")
C("z02", "exact", "k,v\na,0.1\nb,0.2\nc,0.3\n", "total v", stat="sum", col="v")
C("z04", "exact", "k,v\na,19.99\nb,0.01\nc,4.35\nd,0.65\ne,-0.3\nf,0.3\n", "sum of v", stat="sum", col="v")
C("z05", "exact", "k,v\na,0.1\nb,0.2\nc,0.3\nd,0.4\n", "variance of v", stat="var", col="v")
C("z07", "exact", "k,v\na,1000000000.1\nb,1000000000.2\nc,1000000000.3\n", "population variance of v", stat="pvar", col="v")

# ------------------------------------------------------------------ quantiles
C("p01", "quantile", "k,v\na,3\nb,9\nc,1\nd,7\n", "median of v", stat="median", col="v")
C("p02", "quantile", "k,v\na,10\nb,NA\nc,4\nd,7\ne,\nf,1\n", "median of v", stat="median", col="v", note="even count after missing cells")
C("p03", "quantile", "k,v\na,15\nb,20\nc,35\nd,40\ne,50\nf,60\n", "90th percentile of v", stat="q", col="v", p="0.9")
C("p06", "quantile", "k,v\na,7\nb,15\nc,36\nd,39\ne,40\nf,41\n", "iqr of v", stat="iqr", col="v")
C("p07", "quantile", "k,v\na,0.1\nb,0.2\n", "median of v", stat="median", col="v")
C("p08", "quantile", "grp,v\nx,1\nx,4\ny,10\ny,20\ny,30\ny,45\n", "median of v by grp", stat="median", col="v", by="grp")

# ------------------------------------------------------------------ group by with missing keys
C("gb1", "groupby", "region,amount\nEU,10\n,5\nNA,7\nUS,3\nnull,2\n n/a ,1\nEU,4\n", "sum of amount by region", stat="sum", col="amount", by="region",
  note="NA, null, n/a and empty all form (empty)")
C("gb2", "groupby", "tier,score\n1,10\n1.0,20\n$1,30\n2,5\n2.00,7\n", "mean of score by tier", stat="mean", col="score", by="tier",
  note="numeric keys by canonical decimal")
C("gb3", "groupby", "region,amount\nEU,10\nUS,NA\nEU,\nUS,8\n#N/A,3\n", "count of amount by region", stat="count", col="amount", by="region")
C("gb4", "groupby", "region,channel,amount\nEU,web,10\nUS,web,20\nEU,store,30\nNone,web,5\nUS,store,1\n", "sum of amount where channel = web group by region",
  stat="sum", col="amount", by="region", where=[W("channel", "=", "web")])
C("gb5", "groupby", "team,hours\nops,5\nops,x\ndev,8\ndev,6\n", "max hours per team", stat="max", col="hours", by="team", note="unreadable cell in one group")
C("gb6", "groupby", "plan,mrr\npro,49\nbasic,NaN\npro,99\nbasic,9\nNaN,19\n", "average mrr for each plan", stat="mean", col="mrr", by="plan")

# ------------------------------------------------------------------ dispersion, correlation, regression, tests, mode
XY = "x,y\n1,2.5\n2,4.1\n3,5.9\n4,8.2\n5,9.6\n"
C("s01", "dispersion", "k,v\na,2\nb,4\nc,4\nd,5\ne,7\n", "sd of v", stat="sd", col="v")
C("s03", "dispersion", XY, "correlation between x and y", stat="corr", x="x", y="y")
C("s04", "dispersion", XY, "slope of y on x", stat="slope", x="x", y="y")
C("s06", "dispersion", "x,y\n0,1\n2,2\n4,2\n6,5\n", "linear regression of y on x", stat="linreg", x="x", y="y")
C("s07", "dispersion", "k,v\na,3.1\nb,3.9\nc,4.4\nd,3.6\ne,4.0\n", "t-test of v against 3.5", stat="t1", col="v", mu="3.5")
C("s08", "dispersion", "arm,response\nA,12\nB,9\nA,15\nB,11\nA,14\nB,8\nA,10\nB,10\n", "welch t-test of response between arm A and B",
  stat="welch", col="response", g="arm", a="A", b="B")
C("s09", "dispersion", "k,v\na,5\nb,3\nc,5\nd,3\ne,8\n", "mode of v", stat="mode", col="v", note="tie: the smallest")

"""Round-8 stats held-out cases, as written by the author from docs/stats.md (and the request shape of the previous
round's scorer). Each case: the table, the question as a person or a model would put it, a structured reading of the
question (`spec`, which oracle.py computes exactly), and the author's first label (`hand`, sometimes `hand_value`) with
the rule of docs/stats.md that justifies it. oracle.py recomputes every label and reports any disagreement.
"""
from fractions import Fraction as F
import random

NB, TH = "\u00a0", "\u2009"


def _big_files():
    rnd = random.Random(20261129)
    # ~0.95 MB, 50,000 data rows, 3 columns: one column read = the cells cap exactly
    lines = ["order_id,region,amount"]
    regions = ["EU", "US", "APAC", "LATAM"]
    for i in range(50000):
        lines.append(f"{100000 + i},{regions[rnd.randrange(4)]},{rnd.randrange(-5000, 900000) / 100:.2f}")
    big3 = "\n".join(lines) + "\n"
    assert len(big3.encode()) < 1_000_000, len(big3.encode())
    # one column, 50,000 and 50,001 values
    vals = [str(rnd.randrange(-999, 99999)) for _ in range(50001)]
    one50k = "v\n" + "\n".join(vals[:50000]) + "\n"
    one50k1 = "v\n" + "\n".join(vals) + "\n"
    return big3, one50k, one50k1


def _wide(n):
    head = ",".join(f"c{i}" for i in range(1, n + 1))
    rows = []
    for r in range(1, 5):
        rows.append(",".join(str((i * 7 + r * 3) % 19 - 4) for i in range(1, n + 1)))
    return head + "\n" + "\n".join(rows) + "\n"


def _groups1000():
    lines = ["key,val"]
    for i in range(1000):
        lines.append(f"k{i:04d},{i % 13}.{i % 7}")
        lines.append(f"k{i:04d},-{i % 5}")
    return "\n".join(lines) + "\n"


def tables():
    big3, one50k, one50k1 = _big_files()
    t = {
        # the issue's trap in new clothes: an unquoted thousands separator splits a cell into two fields
        "shop": {"text": "item,amount\n"
                         "desk lamp,34.90\n"
                         "keyboard,1,189.00\n"
                         "\"cable, usb-c\",12.50\n"
                         "chair,\"1,049.00\"\n"
                         "mouse,22\n"},
        # trailing delimiter on some records, one record cut short
        "codes": {"text": "code,qty\nA1,5\nB2,17,\nC3,8\nD4\nE5,-3\nF6,10\n"},
        # quoted separators, doubled quotes and line breaks; all records whole
        "notes": {"text": "name,notes,amount\n"
                          "Acme,\"Paid late, see thread\",120.25\n"
                          "\"Bolt & Nut, Ltd.\",\"He wrote \"\"ok\"\",\nthen nothing\",80\n"
                          "Crane,\"line one\nline two\nline three\",-15.75\n"
                          "Dorn,,40\n"},
        # Acme, Inc. unquoted: four fields under three
        "vendors": {"text": "vendor,city,spend\n"
                            "\"Acme, Inc.\",Boston,300\n"
                            "Acme, Inc.,Denver,300\n"
                            "Globex,Austin,450\n"
                            "Initech,Austin,125.5\n"},
        # every documented missing marker, in several spellings, in a numeric column; and a text column
        "missing": {"text": "id,v,label\n"
                            "1,4,alpha\n"
                            "2,NA,NA\n"
                            "3,n/a,beta\n"
                            "4,N/A,n/a\n"
                            "5,NaN,gamma\n"
                            "6,nan,NaN\n"
                            "7,null,delta\n"
                            "8,NULL,\n"
                            "9,None,none\n"
                            "10,#N/A,#n/a\n"
                            "11,,epsilon\n"
                            "12,  NA  ,zeta\n"
                            "13,10.5,eta\n"
                            "14,-2,  \n"
                            "15,0,theta\n"},
        # near-missing tokens: not markers, so unreadable in a numeric column, or real text in a text column
        "nearmiss": {"text": "site,reading,backup,city\n"
                             "s1,12,3,Nan\n"
                             "s2,-,4,Naan\n"
                             "s3,n.a.,5,N.A.\n"
                             "s4,15,6,NA1\n"
                             "s5,TBD,7,Nantes\n"
                             "s6,20,8,None\n"
                             "s7,N/A.,9,nul\n"
                             "s8,0,10,Nan\n"},
        # thousands separators, semicolon file
        "thousands": {"text": "item;amount;units\n"
                              "a;1,234,567;1\n"
                              "b;12,345.60;2\n"
                              "c;1 234;3\n"
                              f"d;1{NB}500.25;4\n"
                              "e;1'000;5\n"
                              "f;999;6\n"
                              "g;1,23;7\n"
                              "h;12,34,567;8\n"
                              "i;1,234e3;9\n"
                              "j;1,234 567;10\n"},
        # the same kinds, all readable
        "thousands_ok": {"text": "item;amount\n"
                                 "a;1,234,567\n"
                                 "b;12,345.60\n"
                                 "c;1 234\n"
                                 f"d;1{TH}500.25\n"
                                 "e;1'000\n"
                                 "f;-2,000.5\n"},
        # decimal comma
        "comma": {"number_format": "decimal_comma",
                  "text": "Artikel;Betrag;Rabatt\n"
                          "Tisch;1.234,50;10%\n"
                          "Stuhl;-0,75;2,5%\n"
                          "Lampe;2 500,00;0%\n"
                          "Regal;3,20 €;(1%)\n"
                          "Sofa;12.000;5%\n"
                          "Bank;999,99;\n"},
        # currency signs, ISO codes, accounting negatives, percentages
        "money": {"text": "account,balance,rate\n"
                          "r1,\"$1,234.50\",12.5%\n"
                          "r2,($250.00),(2%)\n"
                          "r3,-$12,7%\n"
                          "r4,$-3.50,0.5%\n"
                          "r5,12 EUR,100%\n"
                          "r6,USD 40,-1.25%\n"
                          "r7,£5,3%\n"
                          "r8,(15),\n"
                          "r9,¥200,n/a\n"},
        "money_bad": {"text": "account,balance\n"
                              "r1,$5%\n"
                              "r2,(-5)\n"
                              "r3,$12\n"
                              "r4,EUR 8\n"
                              "r5,--4\n"},
        # exponents and exact decimals
        "expo": {"text": "k,x\n"
                         "a,1.5e3\n"
                         "b,2E-2\n"
                         "c,-3e+2\n"
                         "d,0.1\n"
                         "e,0.2\n"
                         "f,-0.3\n"
                         "g,7.25E1\n"},
        "tiny": {"text": "k,x\n"
                         "a,0.1\n"
                         "b,0.2\n"
                         "c,0.30000000000000000000000000000000000001\n"},
        "limits": {"text": "k,x\n"
                           "a,1234567890123456789012345678901234567890\n"
                           "b,12345678901234567890123456789012345678901\n"
                           "c,0.0000000000000000000000000000000000000001\n"
                           "d,0.00000000000000000000000000000000000000001\n"
                           "e,9.5e59\n"
                           "f,1e60\n"
                           "g,1e101\n"
                           "h,3\n"},
        # BOM, CRLF, tab delimiter
        "bomtab": {"text": "\ufeffregion\tsales\tstaff\r\n"
                           "north\t1200.50\t4\r\n"
                           "south\t980\t3\r\n"
                           "north\t-75.25\t2\r\n"
                           "east\t410\t\r\n"
                           "south\t20.75\t5\r\n"},
        # pipes, blank and blank-looking records
        "pipes": {"text": "\n\nbatch|weight|ok\n"
                          "b1|2.5|true\n"
                          "\n"
                          "||\n"
                          "b2|3.25|FALSE\n"
                          "   \n"
                          "b3|4|True\n"
                          "| | \n"
                          "b4|NA|false\n"
                          "|||\n"
                          "b5|1.75|TRUE\n"},
        # groups with missing keys written several ways
        "groups": {"text": "region,product,price,units\n"
                           "EU,pen,2.50,10\n"
                           "US,pen,2.75,4\n"
                           ",pen,3.00,1\n"
                           "EU,ink,12.00,2\n"
                           "NA,ink,11.50,3\n"
                           "US,ink,13.25,\n"
                           "null,pad,4.00,6\n"
                           "EU,pad,4.40,5\n"
                           "APAC,pad,3.90,7\n"
                           "US,pad,N/A,8\n"},
        # numeric group keys: 1, 1.0 and $1 are one group
        "numkeys": {"text": "tier,score\n1,10\n1.0,20\n$1,30\n2,5\n2.50,7\n02,9\n"},
        # quantiles and dispersion, negatives
        "q": {"text": "obs,temp\n"
                      "1,-4.5\n2,3\n3,3\n4,7.25\n5,-1\n6,12\n7,3\n8,0\n9,-4.5\n10,8.5\n11,NA\n"},
        "q_even": {"text": "v\n10\n2\n7\n7\n-3\n2\n15\n1\n"},
        # correlation / regression with gaps
        "xy": {"text": "week,ads,visits\n"
                       "1,10,120\n2,12,131\n3,NA,140\n4,15,150\n5,9,\n6,20,188\n7,18,171\n8,11,125\n9,16,NaN\n10,14,149\n"},
        "xy_bad": {"text": "week,ads,visits\n1,10,120\n2,12,131\n3,tbd,140\n4,15,150\n5,20,188\n6,18,171\n"},
        # filters
        "orders": {"text": "order_id,customer,order value,status,qty\n"
                           "o1,Ames,250.00,shipped,2\n"
                           "o2,Baker,1200.00,open,1\n"
                           "o3,Cole,-40.00,refund,1\n"
                           "o4,Ames,99.99,shipped,3\n"
                           "o5,Dunn,,open,2\n"
                           "o6,Baker,560.10,Shipped,5\n"
                           "o7,Eads,75.5,cancelled,\n"
                           "o8,Cole,300,shipped,4\n"},
        "orders_bad": {"text": "order_id,customer,order value,status,qty\n"
                               "o1,Ames,250.00,shipped,2\n"
                               "o2,Baker,1200.00,open,one\n"
                               "o3,Cole,-40.00,refund,1\n"
                               "o4,Ames,99.99,shipped,3\n"
                               "o5,Dunn,about 80,open,2\n"
                               "o6,Baker,560.10,shipped,5\n"},
        # unicode text and a Unicode minus
        "unicode": {"text": "Stadt,Größe,Wert\n"
                            "München,groß,\u22124\n"
                            "東京,小,12\n"
                            "Zürich,groß,7.5\n"
                            "東京,大,\u22120.5\n"
                            "São Paulo,小,3\n"},
        "unicode_comma": {"number_format": "decimal_comma",
                          "text": "Stadt;Wert\n"
                                  f"Köln;1{NB}234,5\n"
                                  "Graz;\u221210,25\n"
                                  "Brno;7\n"
                                  "Lyon;1.000.000\n"},
        # malformed files
        "unclosed": {"text": "name,amount\nAcme,10\n\"Globex,20\nInitech,30\n"},
        "after_quote": {"text": "name,amount\n\"Acme\" Corp,10\nGlobex,20\n"},
        "dup": {"text": "Price,qty,price\n1,2,3\n4,5,6\n"},
        "dup_trim": {"text": "Total, total ,n\n1,2,3\n"},
        # ragged plus unreadable
        "mixed": {"text": "id;score;grade\n"
                          "1;88;B\n"
                          "2;92;A;extra\n"
                          "3;x;C\n"
                          "4;75;C\n"
                          "5\n"
                          "6;NA;A\n"
                          "7;64;D\n"},
        # blank-looking records that have too many separators are still blank
        "blanky": {"text": "a,b,c\n1,2,3\n,,,\n4,5,6\n , , \n7,8,9\n"},
        # a record with one field under a one-column header is never ragged
        "onecol": {"text": "score\n5\n\n7\n  \nNA\n-2\n\"1,000\"\n"},
        # 32 conditions
        "ids": {"text": "id,amt\n" + "".join(f"{i},{(i * 37) % 101 - 20}\n" for i in range(1, 81))},
        "big3": {"file": "near_cap_50000x3.csv", "text": big3},
        "one50k": {"file": "one_column_50000.csv", "text": one50k},
        "one50k1": {"file": "one_column_50001.csv", "text": one50k1},
        "wide1000": {"text": _wide(1000)},
        "wide1001": {"text": _wide(1001)},
        "groups1000": {"text": _groups1000()},
    }
    return t


def case(id, category, table, query, spec, hand, why, hand_value=None):
    return {"id": id, "category": category, "table": table, "query": query, "spec": spec, "hand": hand, "why": why,
            "hand_value": hand_value}


W = lambda *conds: [list(conds)]  # noqa: E731  one AND group
S, P, E = "SUCCESS", "PARTIAL", "400"
RAG = "a ragged record: every answer over the file is PARTIAL, the record left out"

CASES = [
    # ---- ragged records
    case("rag-01", "ragged", "shop", "total amount", {"stat": "sum", "col": "amount"}, P, RAG, "1118.40"),
    case("rag-02", "ragged", "shop", "Sum of amount", {"stat": "sum", "col": "amount"}, P, RAG),
    case("rag-03", "ragged", "shop", "how many rows", {"stat": "rows"}, P, "whole records only, PARTIAL when any is ragged", 4),
    case("rag-04", "ragged", "shop", "count of amount", {"stat": "count", "col": "amount"}, P, RAG, 4),
    case("rag-05", "ragged", "shop", "max amount", {"stat": "max", "col": "amount"}, P, RAG, "1049"),
    case("rag-06", "ragged", "codes", "average qty", {"stat": "mean", "col": "qty"}, P, "B2,17, and D4 are ragged", 5),
    case("rag-07", "ragged", "codes", "how many rows", {"stat": "rows"}, P, RAG, 4),
    case("rag-08", "ragged", "codes", "min qty", {"stat": "min", "col": "qty"}, P, RAG, -3),
    case("rag-09", "ragged", "vendors", "total spend", {"stat": "sum", "col": "spend"}, P, "unquoted Acme, Inc. is four fields", "875.5"),
    case("rag-10", "ragged", "vendors", "total spend where city = Austin", {"stat": "sum", "col": "spend", "where": W(("city", "=", "Austin"))}, P, RAG, "575.5"),
    case("rag-11", "ragged", "vendors", "number of distinct city", {"stat": "distinct", "col": "city"}, P, RAG, 2),
    case("rag-12", "ragged", "mixed", "mean of score", {"stat": "mean", "col": "score"}, P, "ragged rows 2 and 5, x unreadable", F(227, 3)),
    case("rag-13", "ragged", "mixed", "count of score", {"stat": "count", "col": "score"}, P, "numbers only; NA not counted", 3),
    case("rag-14", "ragged", "mixed", "count rows where grade = C", {"stat": "rows", "where": W(("grade", "=", "C"))}, P, RAG, 2),
    case("rag-15", "ragged", "mixed", "how many rows", {"stat": "rows"}, P, RAG, 5),
    # ---- quoting, embedded separators and newlines
    case("quo-01", "quoting", "notes", "total amount", {"stat": "sum", "col": "amount"}, S, "quoted commas and line breaks stay one cell", "224.5"),
    case("quo-02", "quoting", "notes", "how many rows", {"stat": "rows"}, S, "four records over nine lines", 4),
    case("quo-03", "quoting", "notes", "count of notes", {"stat": "count", "col": "notes"}, S, "text column: non-empty cells", 3),
    case("quo-04", "quoting", "notes", "min amount", {"stat": "min", "col": "amount"}, S, "", "-15.75"),
    case("quo-05", "quoting", "notes", "mean of amount where name = 'Bolt & Nut, Ltd.'", {"stat": "mean", "col": "amount", "where": W(("name", "=", "Bolt & Nut, Ltd."))}, S, "quoted value compares as text", 80),
    case("quo-06", "quoting", "shop", "count rows where item = 'cable, usb-c'", {"stat": "rows", "where": W(("item", "=", "cable, usb-c"))}, P, RAG, 1),
    # ---- missing markers
    case("mis-01", "missing", "missing", "count of v", {"stat": "count", "col": "v"}, S, "every marker any case is missing; 4, 10.5, -2, 0", 4),
    case("mis-02", "missing", "missing", "average v", {"stat": "mean", "col": "v"}, S, "missing left out", "3.125"),
    case("mis-03", "missing", "missing", "total v", {"stat": "sum", "col": "v"}, S, "", "12.5"),
    case("mis-04", "missing", "missing", "count of label", {"stat": "count", "col": "label"}, S, "text column: non-missing cells", 8),
    case("mis-05", "missing", "missing", "number of distinct label", {"stat": "distinct", "col": "label"}, S, "markers are not values", 8),
    case("mis-06", "missing", "missing", "median of v", {"stat": "median", "col": "v"}, S, "", 2),
    case("mis-07", "missing", "missing", "count rows where v > -5", {"stat": "rows", "where": W(("v", ">", "-5"))}, S, "missing matches no numeric test", 4),
    case("mis-08", "missing", "missing", "count rows where label != alpha", {"stat": "rows", "where": W(("label", "!=", "alpha"))}, S, "!= matches missing cells", 14),
    case("mis-09", "missing", "missing", "how many rows", {"stat": "rows"}, S, "rows whatever their cells hold", 15),
    case("mis-10", "missing", "missing", "min v", {"stat": "min", "col": "v"}, S, "", -2),
    case("mis-11", "missing", "onecol", "count of score", {"stat": "count", "col": "score"}, S, "blank lines skipped, NA missing", 4),
    case("mis-12", "missing", "onecol", "total score", {"stat": "sum", "col": "score"}, S, "quoted 1,000 is one grouped number", 1010),
    case("mis-13", "missing", "onecol", "how many rows", {"stat": "rows"}, S, "blank records are not rows", 5),
    # ---- near-missing tokens
    case("near-01", "near-missing", "nearmiss", "count of reading", {"stat": "count", "col": "reading"}, P, "-, n.a., TBD, N/A. are unreadable", 4),
    case("near-02", "near-missing", "nearmiss", "mean of reading", {"stat": "mean", "col": "reading"}, P, "unreadable cells reported", "11.75"),
    case("near-03", "near-missing", "nearmiss", "mean of backup", {"stat": "mean", "col": "backup"}, S, "unreadable cells of another column do not matter", "6.5"),
    case("near-04", "near-missing", "nearmiss", "count of city", {"stat": "count", "col": "city"}, S, "Nan and None are markers (any case); Naan, N.A., NA1, nul are text", 5),
    case("near-05", "near-missing", "nearmiss", "number of distinct city", {"stat": "distinct", "col": "city"}, S, "", 5),
    case("near-06", "near-missing", "nearmiss", "sum of backup where reading >= 12", {"stat": "sum", "col": "backup", "where": W(("reading", ">=", "12"))}, P, "the where column holds unreadable cells", 17),
    case("near-07", "near-missing", "nearmiss", "sum of backup where site = s4", {"stat": "sum", "col": "backup", "where": W(("site", "=", "s4"))}, S, "text test on a clean column", 6),
    case("near-08", "near-missing", "nearmiss", "max reading where site = s6", {"stat": "max", "col": "reading", "where": W(("site", "=", "s6"))}, S, "unreadable cells outside the rows read do not count", 20),
    # ---- thousands separators
    case("thou-01", "thousands", "thousands", "total amount", {"stat": "sum", "col": "amount"}, P, "1,23 and 12,34,567 and 1,234e3 and mixed kinds are unreadable", "1251645.85"),
    case("thou-02", "thousands", "thousands", "count of amount", {"stat": "count", "col": "amount"}, P, "", 6),
    case("thou-03", "thousands", "thousands", "total units", {"stat": "sum", "col": "units"}, S, "", 55),
    case("thou-04", "thousands", "thousands_ok", "sum of amount", {"stat": "sum", "col": "amount"}, S, "comma, space, thin space, apostrophe groups", "1248646.35"),
    case("thou-05", "thousands", "thousands_ok", "max amount", {"stat": "max", "col": "amount"}, S, "", 1234567),
    case("thou-06", "thousands", "thousands_ok", "count rows where amount > 1,000", {"stat": "rows", "where": W(("amount", ">", "1,000"))}, S, "the condition value reads by the same rule", 4),
    case("thou-07", "thousands", "thousands_ok", "median of amount", {"stat": "median", "col": "amount"}, S, "", "1367.125"),
    # ---- decimal comma
    case("dc-01", "decimal-comma", "comma", "sum of Betrag", {"stat": "sum", "col": "Betrag"}, S, "", None),
    case("dc-02", "decimal-comma", "comma", "average Betrag", {"stat": "mean", "col": "Betrag"}, S, "1.234,50 = 1234.5, 12.000 = 12000", None),
    case("dc-03", "decimal-comma", "comma", "mean of Rabatt", {"stat": "mean", "col": "Rabatt"}, S, "percent signs; (1%) is -0.01; empty cell missing", None),
    case("dc-04", "decimal-comma", "comma", "count rows where Betrag > 1.000,00", {"stat": "rows", "where": W(("Betrag", ">", "1.000,00"))}, S, "condition in the file's format", 3),
    case("dc-05", "decimal-comma", "unicode_comma", "total Wert", {"stat": "sum", "col": "Wert"}, S, "no-break space groups, Unicode minus", "1001231.25"),
    case("dc-06", "decimal-comma", "unicode_comma", "min Wert", {"stat": "min", "col": "Wert"}, S, "", "-10.25"),
    # ---- currency, accounting, percent
    case("cur-01", "currency", "money", "total balance", {"stat": "sum", "col": "balance"}, S, "", "1211"),
    case("cur-02", "currency", "money", "min balance", {"stat": "min", "col": "balance"}, S, "($250.00) = -250", -250),
    case("cur-03", "currency", "money", "mean of rate", {"stat": "mean", "col": "rate"}, S, "percent reads as a fraction", None),
    case("cur-04", "currency", "money", "count of rate", {"stat": "count", "col": "rate"}, S, "", 7),
    case("cur-05", "currency", "money", "median balance", {"stat": "median", "col": "balance"}, S, "", 5),
    case("cur-06", "currency", "money_bad", "sum of balance", {"stat": "sum", "col": "balance"}, P, "$5%, (-5) and --4 are unreadable", 20),
    case("cur-07", "currency", "money_bad", "count of balance", {"stat": "count", "col": "balance"}, P, "", 2),
    case("cur-08", "currency", "money", "sum of balance where rate >= 3%", {"stat": "sum", "col": "balance", "where": W(("rate", ">=", "3%"))}, S, "condition value 3% = 0.03", None),
    # ---- exponents and exact decimals
    case("exp-01", "exponents", "expo", "sum of x", {"stat": "sum", "col": "x"}, S, "exact: 0.1 + 0.2 - 0.3 is 0", "1272.52"),
    case("exp-02", "exponents", "expo", "mean x", {"stat": "mean", "col": "x"}, S, "", None),
    case("exp-03", "exponents", "expo", "variance of x", {"stat": "var", "col": "x"}, S, "sample variance, exact", None),
    case("exp-04", "exponents", "tiny", "total x", {"stat": "sum", "col": "x"}, S, "38 decimal places kept", "0.60000000000000000000000000000000000001"),
    case("exp-05", "exponents", "tiny", "mean of x", {"stat": "mean", "col": "x"}, S, "non-terminating mean: p/q", None),
    case("exp-06", "exponents", "limits", "count of x", {"stat": "count", "col": "x"}, P, "41 digits, 41 places, 1e60 and 1e101 are unreadable", 4),
    case("exp-07", "exponents", "limits", "sum of x", {"stat": "sum", "col": "x"}, P, "", None),
    case("exp-08", "exponents", "limits", "max x where k = e", {"stat": "max", "col": "x", "where": W(("k", "=", "e"))}, S, "9.5e59 is below 10^60", None),
    case("exp-09", "exponents", "limits", "min x where k = c", {"stat": "min", "col": "x", "where": W(("k", "=", "c"))}, S, "40 decimal places are allowed", "0.0000000000000000000000000000000000000001"),
    # ---- BOM, CRLF, tab; pipes and blank records; booleans
    case("fmt-01", "format", "bomtab", "total sales by region", {"stat": "sum", "col": "sales", "by": "region"}, S, "BOM ignored, tab delimiter", None),
    case("fmt-02", "format", "bomtab", "average staff", {"stat": "mean", "col": "staff"}, S, "empty cell at line end is missing", "3.5"),
    case("fmt-03", "format", "bomtab", "count rows where region = NORTH", {"stat": "rows", "where": W(("region", "=", "NORTH"))}, S, "text compares ignoring case", 2),
    case("fmt-04", "format", "pipes", "how many rows", {"stat": "rows"}, S, "leading blank lines, ||, | | , ||| and spaces-only lines are blank records", 5),
    case("fmt-05", "format", "pipes", "mean of ok", {"stat": "mean", "col": "ok"}, S, "true/false any case are 1/0", "0.6"),
    case("fmt-06", "format", "pipes", "sum of weight", {"stat": "sum", "col": "weight"}, S, "", "11.5"),
    case("fmt-07", "format", "blanky", "how many rows", {"stat": "rows"}, S, "every field blank: skipped, whatever the count", 3),
    case("fmt-08", "format", "blanky", "total c", {"stat": "sum", "col": "c"}, S, "", 18),
    case("fmt-09", "format", "unicode", "mean of Wert by Größe", {"stat": "mean", "col": "Wert", "by": "Größe"}, S, "UTF-8 names and keys", None),
    case("fmt-10", "format", "unicode", "sum of wert where stadt = 東京", {"stat": "sum", "col": "Wert", "where": W(("Stadt", "=", "東京"))}, S, "", "11.5"),
    # ---- groups
    case("grp-01", "groups", "groups", "average price by region", {"stat": "mean", "col": "price", "by": "region"}, S, "N/A price is missing, so it never makes the answer PARTIAL; empty, NA and null keys form (empty)", None),
    case("grp-02", "groups", "groups", "total units per region", {"stat": "sum", "col": "units", "by": "region"}, S, "empty, NA and null keys are one group (empty)", None),
    case("grp-03", "groups", "groups", "max price group by product", {"stat": "max", "col": "price", "by": "product"}, S, "", None),
    case("grp-04", "groups", "groups", "count of units for each product", {"stat": "count", "col": "units", "by": "product"}, S, "", None),
    case("grp-05", "groups", "numkeys", "sum of score by tier", {"stat": "sum", "col": "score", "by": "tier"}, S, "1, 1.0, $1 one group; 2, 02 one group; 2.50 another", None),
    case("grp-06", "groups", "groups", "mean of price by region where units >= 4", {"stat": "mean", "col": "price", "by": "region", "where": W(("units", ">=", "4"))}, S, "", None),
    # ---- quantiles, dispersion
    case("qt-01", "quantiles", "q", "median of temp", {"stat": "median", "col": "temp"}, S, "type 7", 3),
    case("qt-02", "quantiles", "q", "90th percentile of temp", {"stat": "quantile", "col": "temp", "p": F(9, 10)}, S, "", None),
    case("qt-03", "quantiles", "q", "p25 of temp", {"stat": "quantile", "col": "temp", "p": F(1, 4)}, S, "", None),
    case("qt-04", "quantiles", "q", "0.75 quantile of temp", {"stat": "quantile", "col": "temp", "p": F(3, 4)}, S, "", None),
    case("qt-05", "quantiles", "q", "iqr of temp", {"stat": "iqr", "col": "temp"}, S, "", None),
    case("qt-06", "quantiles", "q", "mode of temp", {"stat": "mode", "col": "temp"}, S, "3 three times", 3),
    case("qt-07", "quantiles", "q_even", "mode of v", {"stat": "mode", "col": "v"}, S, "2 and 7 tie: the smaller", 2),
    case("qt-08", "quantiles", "q_even", "first quartile of v", {"stat": "quantile", "col": "v", "p": F(1, 4)}, S, "", None),
    case("qt-09", "quantiles", "q_even", "median of v", {"stat": "median", "col": "v"}, S, "", "4.5"),
    case("qt-10", "quantiles", "q", "variance of temp", {"stat": "var", "col": "temp"}, S, "", None),
    case("qt-11", "quantiles", "q", "population variance of temp", {"stat": "pvar", "col": "temp"}, S, "", None),
    case("qt-12", "quantiles", "q", "sd of temp", {"stat": "sd", "col": "temp"}, S, "", None),
    case("qt-13", "quantiles", "q_even", "population sd of v", {"stat": "psd", "col": "v"}, S, "", None),
    case("qt-14", "quantiles", "q", "range of temp", {"stat": "range", "col": "temp"}, S, "", "16.5"),
    # ---- correlation, regression
    case("cor-01", "correlation", "xy", "correlation between ads and visits", {"stat": "corr", "col": "ads", "col2": "visits"}, S, "rows where both are numbers", None),
    case("cor-02", "correlation", "xy", "slope of visits on ads", {"stat": "slope", "col": "visits", "col2": "ads"}, S, "", None),
    case("cor-03", "correlation", "xy", "intercept of visits on ads", {"stat": "intercept", "col": "visits", "col2": "ads"}, S, "", None),
    case("cor-04", "correlation", "xy_bad", "correlation between ads and visits", {"stat": "corr", "col": "ads", "col2": "visits"}, P, "tbd unreadable in a column used", None),
    case("cor-05", "correlation", "xy", "count of visits", {"stat": "count", "col": "visits"}, S, "", 8),
    # ---- filters
    case("flt-01", "filters", "orders", "total order value where status = shipped", {"stat": "sum", "col": "order value", "where": W(("status", "=", "shipped"))}, S, "Shipped matches ignoring case", "1210.09"),
    case("flt-02", "filters", "orders", "average order_value where qty >= 2", {"stat": "mean", "col": "order value", "where": W(("qty", ">=", "2"))}, S, "empty order value left out", None),
    case("flt-03", "filters", "orders", "count rows where order value between 0 and 300", {"stat": "rows", "where": W(("order value", ">=", "0"), ("order value", "<=", "300"))}, S, "between is inclusive", 4),
    case("flt-04", "filters", "orders", "sum of qty where customer = Ames or customer = Cole", {"stat": "sum", "col": "qty", "where": [[("customer", "=", "Ames")], [("customer", "=", "Cole")]]}, S, "", 10),
    case("flt-05", "filters", "orders", "count of qty where status != open", {"stat": "count", "col": "qty", "where": W(("status", "!=", "open"))}, S, "", 5),
    case("flt-06", "filters", "orders", "max qty where status = shipped and order value > 100", {"stat": "max", "col": "qty", "where": W(("status", "=", "shipped"), ("order value", ">", "100"))}, S, "", 5),
    case("flt-07", "filters", "orders_bad", "sum of qty", {"stat": "sum", "col": "qty"}, P, "one is unreadable", 13),
    case("flt-08", "filters", "orders_bad", "sum of qty where order value > 100", {"stat": "sum", "col": "qty", "where": W(("order value", ">", "100"))}, P, "unreadable qty in a row read, and the where column holds 'about 80'", None),
    case("flt-09", "filters", "orders_bad", "sum of order value where customer = Ames", {"stat": "sum", "col": "order value", "where": W(("customer", "=", "Ames"))}, S, "unreadable cells outside the rows read", "349.99"),
    case("flt-10", "filters", "ids", "total amt where id = 1 or id = 2 or id = 3 or id = 4 or id = 5 or id = 6 or id = 7 or id = 8 or id = 9 or id = 10 or id = 11 or id = 12 or id = 13 or id = 14 or id = 15 or id = 16 or id = 17 or id = 18 or id = 19 or id = 20 or id = 21 or id = 22 or id = 23 or id = 24 or id = 25 or id = 26 or id = 27 or id = 28 or id = 29 or id = 30 or id = 31 or id = 32",
         {"stat": "sum", "col": "amt", "where": [[("id", "=", str(i))] for i in range(1, 33)]}, S, "32 conditions: at the cap", None),
    # ---- malformed files
    case("bad-01", "malformed", "unclosed", "total amount", {"stat": "sum", "col": "amount"}, E, "a quote that never closes"),
    case("bad-02", "malformed", "after_quote", "total amount", {"stat": "sum", "col": "amount"}, E, "text after a closing quote"),
    case("bad-03", "malformed", "dup", "sum of qty", {"stat": "sum", "col": "qty"}, E, "Price and price equal ignoring case"),
    case("bad-04", "malformed", "dup_trim", "sum of n", {"stat": "sum", "col": "n"}, E, "names are trimmed: Total and total"),
    # ---- caps
    case("cap-01", "caps", "big3", "total amount", {"stat": "sum", "col": "amount"}, S, "50,000 cells: at the cap, file under 1 MB"),
    case("cap-02", "caps", "big3", "mean of amount where region = EU", {"stat": "mean", "col": "amount", "where": W(("region", "=", "EU"))}, E, "two columns x 50,000 rows = 100,000 cells"),
    case("cap-03", "caps", "one50k", "median of v", {"stat": "median", "col": "v"}, S, "50,000 cells"),
    case("cap-04", "caps", "one50k1", "median of v", {"stat": "median", "col": "v"}, E, "50,001 cells"),
    case("cap-05", "caps", "one50k", "sum of v where v > 1 or v > 2 or v > 3 or v > 4 or v > 5 or v > 6 or v > 7 or v > 8 or v > 9 or v > 10 or v > 11 or v > 12 or v > 13 or v > 14 or v > 15 or v > 16 or v > 17 or v > 18 or v > 19 or v > 20",
         {"stat": "sum", "col": "v", "where": [[("v", ">", str(i))] for i in range(1, 21)]}, E, "work: 50,000 rows x (1 + 41 + 2) units is past 1,000,000"),
    case("cap-06", "caps", "wide1000", "mean of c1000", {"stat": "mean", "col": "c1000"}, S, "1,000 columns: at the cap"),
    case("cap-07", "caps", "wide1001", "mean of c1000", {"stat": "mean", "col": "c1000"}, E, "1,001 columns"),
    case("cap-08", "caps", "groups1000", "mean of val by key", {"stat": "mean", "col": "val", "by": "key"}, S, "1,000 groups: at the cap"),
    case("cap-09", "caps", "big3", "max amount", {"stat": "max", "col": "amount"}, S, ""),
]

#!/usr/bin/env python3
"""Oracle for the word-problem held-out set, round 8.

Every problem carries a worked solution in exact arithmetic (fractions.Fraction,
floor/ceil, round half away from zero). A claim is true iff it equals the worked
answer exactly.

    python3 oracle.py          # recompute; fail if cases.json disagrees
    python3 oracle.py --write  # (re)write cases.json from the problems below
"""
import json
import math
import os
import sys
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "cases.json")


def floor(x):
    return F(math.floor(x))


def ceil(x):
    return F(math.ceil(x))


def round_half_away(x, step):
    """Round x to a multiple of step, halves away from zero."""
    x, step = F(x), F(step)
    q = abs(x) / step
    n = math.floor(q + F(1, 2))
    return (n * step) if x >= 0 else -(n * step)


def minutes(h, m, pm):
    """Minutes since midnight of a 12-hour clock time."""
    h = h % 12 + (12 if pm else 0)
    return F(h * 60 + m)


# (id, category, form, text, claim as written, worked answer, note)
# form: "answer" = "<story> <question> The answer is <claim>."
#       "closing" = story followed by a sentence stating the result
#       "what-is" = "What is …? The answer is …" one-liner
# A note beginning "wrong:" names the slip a false claim was built from.
P = []


def case(cid, cat, form, text, claim, answer, note=""):
    P.append((cid, cat, form, text, claim, F(answer), note))


# --- how many more / fewer ---------------------------------------------------
case("more-01", "more-fewer", "answer",
     "Priya collected 84 shells on the beach. Her brother Tomas collected 3 times as many shells as Priya. "
     "How many more shells did Tomas collect than Priya? The answer is 168.",
     "168", 3 * 84 - 84)
case("more-02", "more-fewer", "answer",
     "A bakery sold 132 bagels on Friday and 97 bagels on Saturday. "
     "How many fewer bagels did it sell on Saturday than on Friday? The answer is 229.",
     "229", 132 - 97, "wrong: sum instead of the difference")
case("more-03", "more-fewer", "answer",
     "A school choir has 60 singers. 35% of them are boys and the rest are girls. "
     "How many more girls than boys are in the choir? The answer is 18.",
     "18", (60 - F(35, 100) * 60) - F(35, 100) * 60)
case("more-04", "more-fewer", "answer",
     "Marcus needs 2,400 stickers to fill his album. He has 5 packs with 320 stickers in each pack. "
     "How many more stickers does he need? The answer is 800.",
     "800", 2400 - 5 * 320)
case("more-05", "more-fewer", "answer",
     "A library has 450 novels and 2/5 as many comic books as novels. "
     "How many fewer comic books than novels does the library have? The answer is 180.",
     "180", 450 - F(2, 5) * 450, "wrong: the other group (the comic books) instead of the difference")

# --- how many full (floor) ----------------------------------------------------
case("full-01", "full-floor", "answer",
     "A farm with 40 hens collected 235 eggs this morning. The eggs are packed in cartons of 12. "
     "How many full cartons can be packed? The answer is 19.",
     "19", floor(F(235, 12)), "distractor: 40 hens")
case("full-02", "full-floor", "answer",
     "Ines has $50 to spend on paperback books that cost $7 each. How many books can she buy? The answer is 8.",
     "8", floor(F(50, 7)), "wrong: ceiling instead of floor")
case("full-03", "full-floor", "answer",
     "A ribbon is 10 meters long. Hana cuts it into pieces that are 0.75 meters long. "
     "How many complete pieces can she cut? The answer is 13.",
     "13", floor(F(10) / F(3, 4)))
case("full-04", "full-floor", "answer",
     "A juice machine holds 17 liters of juice. How many 2-liter jugs can be completely filled from it? "
     "The answer is 9.",
     "9", floor(F(17, 2)), "wrong: ceiling instead of floor")

# --- how many needed (ceiling) -------------------------------------------------
case("need-01", "needed-ceil", "answer",
     "158 students and 12 teachers are going on a school trip by bus. Each bus seats 45 people. "
     "How many buses are needed? The answer is 4.",
     "4", ceil(F(158 + 12, 45)))
case("need-02", "needed-ceil", "answer",
     "Oliver wants to read a novel with 340 pages. He reads 25 pages a day. "
     "How many days does he need to finish the novel? The answer is 13.",
     "13", ceil(F(340, 25)), "wrong: floor instead of ceiling")
case("need-03", "needed-ceil", "answer",
     "A painter has to cover 95 square meters of wall. One can of paint covers 12 square meters. "
     "How many cans of paint must he buy at least? The answer is 8.",
     "8", ceil(F(95, 12)))

# --- left over (remainder) ------------------------------------------------------
case("left-01", "left-over", "answer",
     "Carla has 100 cookies and puts them into bags of 8. "
     "How many cookies are left over after she fills as many bags as possible? The answer is 4.",
     "4", F(100 % 8))
case("left-02", "left-over", "answer",
     "A teacher shares 75 pencils equally among 9 students, giving each student as many as possible. "
     "How many pencils are left over? The answer is 8.",
     "8", F(75 % 9), "wrong: quotient instead of remainder")
case("left-03", "left-over", "answer",
     "There are 250 chairs to be set out in rows of 18. "
     "How many chairs will be left over after making as many full rows as possible? The answer is 16.",
     "16", F(250 % 18))

# --- rounding words -------------------------------------------------------------
case("round-01", "rounding", "answer",
     "Three friends split a dinner bill of $100 equally. "
     "How much does each friend pay, rounded to the nearest cent? The answer is $33.33.",
     "33.33", round_half_away(F(100, 3), F(1, 100)))
case("round-02", "rounding", "answer",
     "A car travels 253 kilometers on 19 liters of fuel. "
     "How many kilometers does it travel per liter, rounded to the nearest tenth? The answer is 13.4.",
     "13.4", round_half_away(F(253, 19), F(1, 10)), "wrong: rounded up instead of to the nearest tenth")
case("round-03", "rounding", "answer",
     "Seven students scored 82, 91, 77, 88, 95, 70 and 84 points on a test. "
     "What is their mean score, rounded to the nearest whole number? The answer is 84.",
     "84", round_half_away(F(82 + 91 + 77 + 88 + 95 + 70 + 84, 7), 1))

# --- the rest / remaining --------------------------------------------------------
case("rest-01", "rest", "answer",
     "Ruth baked 72 cupcakes. She gave 1/4 of them to her neighbors and 18 to her classmates, and she kept the rest. "
     "How many cupcakes did she keep? The answer is 36.",
     "36", 72 - F(1, 4) * 72 - 18)
case("rest-02", "rest", "closing",
     "A class has 32 students. 12 of them walk to school, 3/8 of them ride the bus, and the rest come by car. "
     "So 8 students come by car.",
     "8", 32 - 12 - F(3, 8) * 32)
case("rest-03", "rest", "answer",
     "A tank holds 600 liters of water. 45% of the water is used for the garden and 120 liters are used for washing. "
     "The remaining water is kept for drinking. How many liters are kept for drinking? The answer is 210.",
     "210", 600 - F(45, 100) * 600 - 120)
case("rest-04", "rest", "answer",
     "A farmer has 150 animals. 64 of them are chickens, 38 are goats and the rest are sheep. "
     "How many sheep does the farmer have? The answer is 38.",
     "38", 150 - 64 - 38, "wrong: the other group (goats)")

# --- weighted averages over groups ------------------------------------------------
case("wavg-01", "weighted-average", "answer",
     "In a class, 18 girls averaged 84 points on a quiz and 12 boys averaged 79 points. "
     "What was the average score of all 30 students? The answer is 81.5.",
     "81.5", F(18 * 84 + 12 * 79, 30), "wrong: mean of the two means")
case("wavg-02", "weighted-average", "answer",
     "A shop sold 40 shirts at an average price of $15 and 10 jackets at an average price of $45. "
     "What was the average price of all 50 items sold? The answer is $21.",
     "21", F(40 * 15 + 10 * 45, 50))
case("wavg-03", "weighted-average", "answer",
     "Team A has 6 players whose average height is 180 centimeters. Team B has 9 players whose average height is "
     "170 centimeters. What is the average height of all 15 players? The answer is 174 centimeters.",
     "174", F(6 * 180 + 9 * 170, 15))

# --- percent of a remainder ----------------------------------------------------------
case("prem-01", "percent-of-remainder", "answer",
     "Leila earned $800 last month. She spent $300 on rent and saved 40% of the remaining money. "
     "How much did she save? The answer is $200.",
     "200", F(40, 100) * (800 - 300))
case("prem-02", "percent-of-remainder", "answer",
     "A garden has 240 flowers. 25% of the flowers are roses. 1/3 of the remaining flowers are tulips. "
     "How many tulips are there? The answer is 80.",
     "80", F(1, 3) * (240 - F(25, 100) * 240), "wrong: fraction of the whole instead of the remainder")
case("prem-03", "percent-of-remainder", "answer",
     "Amir had $120. He spent 1/4 of his money on a jacket. Then he spent 50% of the remaining money on shoes. "
     "How much did he spend on shoes? The answer is $45.",
     "45", F(50, 100) * (120 - F(1, 4) * 120))

# --- rates / per ---------------------------------------------------------------------
case("rate-01", "rate", "answer",
     "Nadia earns $18 per hour. She works 7 hours a day for 5 days. "
     "How much does she earn in total? The answer is $630.",
     "630", 18 * 7 * 5)
case("rate-02", "rate", "answer",
     "A printer that cost $150 prints 24 pages per minute. How many pages does it print in 45 minutes? "
     "The answer is 1,080.",
     "1,080", 24 * 45, "distractor: $150")
case("rate-03", "rate", "answer",
     "A leaky tap drips 3 liters of water every hour. How many liters does it drip in 2 days? The answer is 6.",
     "6", 3 * 24 * 2, "wrong: unit slip (days read as hours)")
case("rate-04", "rate", "answer",
     "Five workers can pack 200 boxes in one hour. At the same rate, how many boxes can 8 workers pack in one hour? "
     "The answer is 320.",
     "320", F(200, 5) * 8)

# --- unit changes ----------------------------------------------------------------------
case("unit-01", "unit-change", "answer",
     "A rope is 4.5 meters long. How long is the rope in centimeters? The answer is 450.",
     "450", F(45, 10) * 100)
case("unit-02", "unit-change", "answer",
     "Sofia walked 2.4 kilometers to school and 1,850 meters to the park. "
     "How many meters did she walk in all? The answer is 1,852.4.",
     "1,852.4", F(24, 10) * 1000 + 1850, "wrong: unit slip (kilometers added as meters)")
case("unit-03", "unit-change", "answer",
     "A bag of rice weighs 2.5 kilograms. Mei uses 350 grams of it for dinner. "
     "How many grams of rice are left in the bag? The answer is 2,150.",
     "2,150", F(25, 10) * 1000 - 350)

# --- clock times --------------------------------------------------------------------------
case("clock-01", "clock-time", "answer",
     "A train leaves at 9:45 am and arrives at 1:20 pm. How many minutes does the trip take? The answer is 215.",
     "215", minutes(1, 20, True) - minutes(9, 45, False))
case("clock-02", "clock-time", "answer",
     "Lina fell asleep at 10:30 pm and woke up at 6:15 am. How many hours did she sleep? The answer is 7.75.",
     "7.75", (minutes(6, 15, False) + 24 * 60 - minutes(10, 30, True)) / 60)
case("clock-03", "clock-time", "answer",
     "A bakery opens at 6:15 am and closes at 2:40 pm. How many hours is the bakery open? The answer is 8.25.",
     "8.25", (minutes(2, 40, True) - minutes(6, 15, False)) / 60, "wrong: 8 h 25 min written as 8.25 hours")

# --- ages ----------------------------------------------------------------------------------
case("age-01", "age", "answer",
     "Hugo is 12 years old. His mother is 3 times as old as Hugo. How old will his mother be in 5 years? "
     "The answer is 41.",
     "41", 3 * 12 + 5)
case("age-02", "age", "answer",
     "Dana is 7 years older than her brother Eli. Eli is 15 years old. How old was Dana 4 years ago? "
     "The answer is 22.",
     "22", 15 + 7 - 4, "wrong: skipped step (Dana's age now)")
case("age-03", "age", "answer",
     "Grandpa Walter is 68 years old and his granddaughter Zoe is 14 years old. "
     "How many years older is Walter than Zoe? The answer is 54.",
     "54", 68 - 14)

# --- comparisons (twice as many) --------------------------------------------------------------
case("cmp-01", "comparison", "answer",
     "Kiran has 16 stickers. Aisha has twice as many stickers as Kiran. "
     "How many stickers do Kiran and Aisha have altogether? The answer is 48.",
     "48", 16 + 2 * 16)
case("cmp-02", "comparison", "answer",
     "A fruit stand has 45 apples. It has 3 fewer than twice as many oranges as apples. "
     "How many oranges does the stand have? The answer is 93.",
     "93", 2 * 45 - 3, "wrong: 3 added instead of subtracted")

# --- money and change ---------------------------------------------------------------------------
case("money-01", "money-change", "answer",
     "Tariq buys 3 notebooks at $2.75 each and pays with a $20 bill. How much change does he get? "
     "The answer is $11.75.",
     "11.75", 20 - 3 * F(275, 100))
case("money-02", "money-change", "answer",
     "Elena buys a sandwich for $6.40 and a juice for $2.85. She gives the cashier $10. "
     "How much change should she get? The answer is $1.75.",
     "1.75", 10 - F(640, 100) - F(285, 100), "wrong: subtraction slip")
case("money-03", "money-change", "closing",
     "Mr. Okafor has $45. He buys 4 pens that cost $3 each. So he has $33 left.",
     "33", 45 - 4 * 3)
case("money-04", "money-change", "answer",
     "Pablo has 7 quarters, 4 dimes and 3 nickels in his pocket. How much money does he have in cents? "
     "The answer is 230.",
     "230", 7 * 25 + 4 * 10 + 3 * 5)

# --- simple / compound interest -------------------------------------------------------------------
case("int-01", "interest", "answer",
     "Sara deposits $2,000 in a savings account that pays 4% simple interest per year. "
     "How much interest will she earn in 3 years? The answer is $240.",
     "240", 2000 * F(4, 100) * 3)
case("int-02", "interest", "answer",
     "A loan of $5,000 is charged 6% interest per year, compounded yearly. "
     "How much will be owed after 2 years? The answer is $5,600.",
     "5,600", 5000 * (1 + F(6, 100)) ** 2, "wrong: simple interest instead of compound")
case("int-03", "interest", "answer",
     "Karim invests $1,500 at 5% interest compounded annually. "
     "How much is the investment worth after 3 years, rounded to the nearest cent? The answer is $1,736.44.",
     "1,736.44", round_half_away(1500 * (1 + F(5, 100)) ** 3, F(1, 100)))

# --- "What is …? The answer is …" one-liners -----------------------------------------------------------
case("what-01", "what-is", "what-is",
     "What is 15% of 240? The answer is 36.",
     "36", F(15, 100) * 240)
case("what-02", "what-is", "what-is",
     "What is the remainder when 500 is divided by 7? The answer is 3.",
     "3", F(500 % 7))
case("what-03", "what-is", "what-is",
     "What is 3/8 of 96? The answer is 32.",
     "32", F(3, 8) * 96, "wrong: divided by 3 instead of multiplied by 3/8")
case("what-04", "what-is", "what-is",
     "What is the total cost of 6 tickets at $12.50 each? The answer is $75.",
     "75", 6 * F(1250, 100))

# --- multi-step purchases ---------------------------------------------------------------------------------
case("buy-01", "multi-step-purchase", "answer",
     "Rosa buys 2 shirts for $18 each and 3 pairs of socks for $4 each. "
     "How much does she spend in total? The answer is $48.",
     "48", 2 * 18 + 3 * 4)
case("buy-02", "multi-step-purchase", "closing",
     "A family buys 4 adult tickets at $15 each and 3 child tickets at $9 each. They also pay $8 for parking. "
     "So they pay $87 in all.",
     "87", 4 * 15 + 3 * 9 + 8, "wrong: skipped step (parking)")
case("buy-03", "multi-step-purchase", "answer",
     "Jamal has $60. He buys 3 comic books at $7.50 each and a poster for $12. "
     "How much money does he have left? The answer is $25.50.",
     "25.50", 60 - 3 * F(750, 100) - 12)
case("buy-04", "multi-step-purchase", "answer",
     "Notebooks cost $3 each and pencils cost $0.50 each. Lucy buys 5 notebooks and 12 pencils. "
     "How much does she spend? The answer is $21.",
     "21", 5 * 3 + 12 * F(1, 2))

# --- sharing equally --------------------------------------------------------------------------------------
case("share-01", "sharing", "closing",
     "Four friends share 3 pizzas equally. Each pizza is cut into 8 slices. "
     "So each friend gets 6 slices.",
     "6", F(3 * 8, 4))
case("share-02", "sharing", "answer",
     "Grandma divides $250 equally among her 4 grandchildren. How much money does each grandchild get? "
     "The answer is $62.",
     "62", F(250, 4), "wrong: quotient floored for an amount of money")
case("share-03", "sharing", "answer",
     "Coach Rivera has coached for 11 years. This season he has 96 water bottles to share equally among 8 teams. "
     "How many bottles does each team get? The answer is 12.",
     "12", F(96, 8), "distractor: 11 years")

# --- area / perimeter -------------------------------------------------------------------------------------
case("shape-01", "area-perimeter", "answer",
     "A rectangular garden is 15 meters long and 8 meters wide. "
     "How many meters of fencing are needed to go around it? The answer is 46.",
     "46", 2 * (15 + 8))
case("shape-02", "area-perimeter", "answer",
     "A square rug has a side of 3 meters. What is its area in square meters? The answer is 12.",
     "12", 3 * 3, "wrong: perimeter instead of area")
case("shape-03", "area-perimeter", "answer",
     "A room is 6 meters long and 4.5 meters wide. Carpet costs $20 per square meter. "
     "How much does it cost to carpet the whole room? The answer is $540.",
     "540", 6 * F(45, 10) * 20)

# --- speed, distance, time -----------------------------------------------------------------------------------
case("speed-01", "speed-distance-time", "answer",
     "A cyclist rides at 18 kilometers per hour for 2.5 hours. How far does she ride? The answer is 45 kilometers.",
     "45", 18 * F(25, 10))
case("speed-03", "speed-distance-time", "answer",
     "A car drives at 60 miles per hour for 2 hours and then at 45 miles per hour for 3 hours. "
     "What is its average speed for the whole trip, in miles per hour? The answer is 52.5.",
     "52.5", F(60 * 2 + 45 * 3, 2 + 3), "wrong: mean of the two speeds")

# --- recipes scaled ----------------------------------------------------------------------------------------------
case("recipe-01", "recipe", "answer",
     "A recipe for 12 muffins uses 3 cups of flour. How many cups of flour are needed for 30 muffins? "
     "The answer is 7.5.",
     "7.5", F(3, 12) * 30)
case("recipe-02", "recipe", "answer",
     "A soup recipe that takes 45 minutes to cook serves 4 people and uses 600 grams of carrots. "
     "How many grams of carrots are needed to serve 10 people? The answer is 1,500.",
     "1,500", F(600, 4) * 10, "distractor: 45 minutes")
case("recipe-03", "recipe", "answer",
     "It takes 2 cups of sugar to make 3 cakes. How many cups of sugar are needed for 9 cakes? The answer is 4.5.",
     "4.5", F(2, 3) * 9, "wrong: ratio inverted")

# --- more ordinary problems (more/fewer, needed, the rest) -----------------------------------------------------------
case("more-06", "more-fewer", "closing",
     "Wen planted 48 tomato plants and 3 times as many pepper plants. So Wen planted 96 more pepper plants than "
     "tomato plants.",
     "96", 3 * 48 - 48)

def build():
    out = []
    for cid, cat, form, text, claim, answer, note in P:
        claimed = F(claim.replace(",", ""))
        out.append({
            "id": cid,
            "category": cat,
            "form": form,
            "query": text,
            "claimed": claim,
            "answer": str(answer),
            "answer_double": float(answer),
            "label": claimed == answer,
            "note": note,
        })
    return out


def main():
    cases = build()
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for c in cases:
        # the claim as written must appear in the query text
        assert c["claimed"] in c["query"].replace("$", ""), c["id"]
        # a note "wrong: …" is written only for a false claim, and every false claim has one
        assert c["note"].startswith("wrong:") == (not c["label"]), c["id"]
        assert len([s for s in c["query"].replace("Mr.", "Mr").replace("4.5", "").split(". ") if s]) <= 8, c["id"]
    if "--write" in sys.argv:
        with open(OUT, "w") as f:
            json.dump({"set": "word-problems/round-8", "cases": cases}, f, indent=2)
            f.write("\n")
    with open(OUT) as f:
        committed = json.load(f)["cases"]
    bad = [c["id"] for c, k in zip(cases, committed)
           if (c["id"], c["answer"], c["label"]) != (k["id"], k["answer"], k["label"]) or c["query"] != k["query"]]
    if len(committed) != len(cases) or bad:
        print("cases.json disagrees with the oracle:", bad or "count", file=sys.stderr)
        sys.exit(1)
    true_n = sum(c["label"] for c in cases)
    print(f"{len(cases)} cases, {true_n} true claims, {len(cases) - true_n} false claims; cases.json agrees")
    cats = {}
    for c in cases:
        cats[c["category"]] = cats.get(c["category"], 0) + 1
    for k, v in cats.items():
        print(f"  {k}: {v}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Held-out word problems, round 2: the problems, a worked solution of each in exact arithmetic, and the labels.

Each problem is a function returning its exact answer as a Fraction, written from the story alone. A case's label is
"true" when the claimed answer equals that exact answer, else "false". `python3 oracle.py` regenerates cases.json and
exits non-zero when a hand label disagrees with the worked solution or with the committed cases.json.
"""
import json
import math
import os
import sys
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = []


def P(id_, category, problem, question, claimed, label, form="answer_is"):
    """form answer_is: '<problem> <question> The answer is <claimed>.'; statement: the question is replaced by a
    closing sentence given in `question` containing {c}."""
    def deco(fn):
        CASES.append(dict(id=id_, category=category, problem=problem, question=question, claimed=claimed,
                          hand_label=label, form=form, solve=fn))
        return fn
    return deco


@P("w01", "money-change", "Maya buys 4 notebooks at $3.25 each and a pen for $1.80. She pays with a $20 bill.",
   "How much change does she get?", "$5.20", "true")
def _():
    return 20 - (4 * F("3.25") + F("1.80"))


@P("w02", "floor", "A farmer collects 238 eggs and packs them in cartons of 12.",
   "How many full cartons can he fill?", "19", "true")
def _():
    return F(238 // 12)


@P("w03", "ceiling", "A school trip has 203 students and each bus holds 45 students.",
   "How many buses are needed?", "4", "false")
def _():
    return F(math.ceil(F(203, 45)))


@P("w04", "fraction-then-event", "Leo has 56 stickers. He gives 1/4 of them to his sister and then 9 to a friend.",
   "How many stickers does he have left?", "33", "true")
def _():
    return 56 - F(56, 4) - 9


@P("w05", "percent-rest", "In a class of 40 students, 35% wear glasses.",
   "How many students do not wear glasses?", "14", "false")
def _():
    return 40 - F(35, 100) * 40


@P("w06", "groups-then-event", "A baker makes 3 batches of 28 cookies. He sells 61 cookies.",
   "How many cookies are left?", "23", "true")
def _():
    return 3 * 28 - 61


@P("w07", "age", "Tom is 3 times as old as his daughter. His daughter is 11 years old.",
   "How old will Tom be in 5 years?", "38", "true")
def _():
    return 3 * 11 + 5


@P("w08", "rate", "A car travels at 62 miles per hour for 3.5 hours.", "How many miles does it travel?", "217", "true")
def _():
    return 62 * F("3.5")


@P("w09", "discount", "A shirt costs $40. It is on sale for 15% off.", "What is the sale price?", "$34", "true")
def _():
    return 40 * (1 - F(15, 100))


@P("w10", "discount", "A jacket is priced at $80. It is discounted by 25%, and then the discounted price is reduced by "
   "another 10%.", "What is the final price?", "$52", "false")
def _():
    return 80 * F(75, 100) * F(90, 100)


@P("w11", "ceiling", "Priya reads 18 pages a day.", "How many days will it take her to finish a 250-page book?", "14",
   "true")
def _():
    return F(math.ceil(F(250, 18)))


@P("w12", "division", "A rope is 9 meters long. It is cut into pieces that are 0.75 meters long.",
   "How many pieces are there?", "12", "true")
def _():
    return 9 / F("0.75")


@P("w13", "rate", "Sam earns $15 per hour. He works 6 hours on Monday and 4 hours on Tuesday.",
   "How much does he earn in total?", "$140", "false")
def _():
    return 15 * (6 + 4)


@P("w14", "comparison", "There are 24 red marbles in a jar and 3 times as many blue marbles.",
   "How many marbles are in the jar?", "96", "true")
def _():
    return 24 + 3 * 24


@P("w15", "percent-rest", "A tank holds 500 liters. It is 40% full.", "How many more liters are needed to fill it?",
   "300", "true")
def _():
    return 500 - F(40, 100) * 500


@P("w16", "fraction-of-remainder", "Anna has $120. She spends 1/3 of it on books and 1/4 of the remainder on lunch.",
   "How much money does she have left?", "$60", "true")
def _():
    after_books = 120 - F(120, 3)
    return after_books - after_books / 4


@P("w17", "fraction-of-remainder", "Ben has $90. He spends 2/5 of it on a game and then 1/3 of what remains on snacks.",
   "How much money does he have left?", "$24", "false")
def _():
    rest = 90 - F(2, 5) * 90
    return rest - rest / 3


@P("w18", "weighted-average", "A group of 8 boys has an average score of 72 and a group of 12 girls has an average "
   "score of 82.", "What is the average score of all 20 students?", "78", "true")
def _():
    return F(8 * 72 + 12 * 82, 20)


@P("w19", "weighted-average", "In a survey, 30 people rated a film with an average of 6 and 10 other people rated it "
   "with an average of 9.", "What is the average rating of all the people in the survey?", "7.5", "false")
def _():
    return F(30 * 6 + 10 * 9, 40)


@P("w20", "how-many-more", "A class has 32 students. 5/8 of them are girls and the rest are boys.",
   "How many more girls than boys are there?", "8", "true")
def _():
    girls = F(5, 8) * 32
    return girls - (32 - girls)


@P("w21", "how-many-more", "60% of the 45 members of a club are adults and the rest are children.",
   "How many more adults than children are there?", "27", "false")
def _():
    adults = F(60, 100) * 45
    return adults - (45 - adults)


@P("w22", "fraction-left", "A pizza is cut into 8 slices. 3 friends each eat 2 slices.",
   "What fraction of the pizza is left?", "1/4", "true")
def _():
    return F(8 - 3 * 2, 8)


@P("w23", "how-many-more", "Julia needs 2,400 tiles for a floor. She has 4 boxes of 450 tiles.",
   "How many more tiles does she need?", "600", "true")
def _():
    return 2400 - 4 * 450


@P("w24", "unit-price", "A dozen pencils cost $3.60.", "How much do 30 pencils cost?", "$10.80", "false")
def _():
    return F("3.60") / 12 * 30


@P("w25", "time", "A train leaves at 9:45 a.m. and arrives at 1:20 p.m. the same day.",
   "How many minutes does the journey take?", "215", "true")
def _():
    return F((13 * 60 + 20) - (9 * 60 + 45))


@P("w26", "time", "A movie lasts 2 hours and 35 minutes.", "How many minutes long is the movie?", "235", "false")
def _():
    return F(2 * 60 + 35)


@P("w27", "proportion", "A recipe uses 3 cups of flour for 24 muffins.",
   "How many cups of flour are needed for 40 muffins?", "5", "true")
def _():
    return F(3, 24) * 40


@P("w28", "ceiling", "Kevin saves $25 a week. He wants to buy a bike that costs $310.",
   "How many weeks will it take him to save enough money for the bike?", "12", "false")
def _():
    return F(math.ceil(F(310, 25)))


@P("w29", "groups-then-event", "A bookshelf has 6 shelves with 34 books on each shelf. Maria removes 27 books.",
   "How many books remain on the bookshelf?", "177", "true")
def _():
    return 6 * 34 - 27


@P("w30", "groups-then-event", "Lisa bought 3 packs of juice with 6 bottles in each pack. She drank 4 bottles and gave 5 "
   "bottles to her neighbor.", "How many bottles does she have now?", "9", "true")
def _():
    return 3 * 6 - 4 - 5


@P("w31", "remainder", "There are 150 cupcakes to be shared equally among 8 tables, with only whole cupcakes on each "
   "table.", "How many cupcakes will be left over?", "18", "false")
def _():
    return F(150 % 8)


@P("w32", "remainder", "A teacher has 100 pencils and gives 7 pencils to each of her 13 students.",
   "How many pencils are left over?", "9", "true")
def _():
    return F(100 - 7 * 13)


@P("w33", "rounding", "A restaurant bill is $64.40 and Omar leaves a 15% tip.",
   "How much is the tip, rounded to the nearest cent?", "$9.66", "true")
def _():
    return round_cent(F("64.40") * F(15, 100))


@P("w34", "rounding", "Three friends split a bill of $100 equally.",
   "How much does each friend pay, rounded to the nearest cent?", "$33.33", "true")
def _():
    return round_cent(F(100, 3))


@P("w35", "unit-price", "A store sells apples at 3 for $2.", "How much do 18 apples cost?", "$12", "true")
def _():
    return F(2, 3) * 18


@P("w36", "rate", "Nina runs 4.5 km every day except Sundays.", "How many km does she run in 2 weeks?", "63", "false")
def _():
    return F("4.5") * 6 * 2


@P("w37", "rate", "A phone plan costs $35 a month plus a one-time fee of $50.",
   "How much does the plan cost for one year?", "$470", "true")
def _():
    return 35 * 12 + 50


@P("w38", "age", "Carlos is 14 years old. His sister is 5 years younger than him, and his brother is twice as old as "
   "his sister.", "How old is his brother?", "18", "true")
def _():
    return 2 * (14 - 5)


@P("w39", "floor", "A box of 48 chocolates is shared equally among 5 children, and the parent keeps the chocolates "
   "that are left over.", "How many chocolates does each child get?", "9.6", "false")
def _():
    return F(48 // 5)


@P("w40", "percent-change", "The price of a laptop rose from $800 to $920.",
   "By what percent did the price increase?", "13", "false")
def _():
    return F(920 - 800, 800) * 100


@P("w41", "groups", "A gardener plants 7 rows of 15 tulips and 4 rows of 12 daisies.",
   "How many flowers does he plant in all?", "153", "true")
def _():
    return 7 * 15 + 4 * 12


@P("w42", "units", "A water bottle holds 750 ml.", "How many liters do 12 bottles hold?", "9", "true")
def _():
    return F(750 * 12, 1000)


@P("w43", "at-first", "Ella had some money. She spent $18 on a book and then had $27 left.",
   "How much money did she have at first?", "$45", "true")
def _():
    return F(18 + 27)


@P("w44", "rate-time", "A cyclist rides 48 km in 2 hours and 40 minutes.",
   "What is her average speed in km per hour?", "20", "false")
def _():
    return 48 / (2 + F(40, 60))


@P("w45", "comparison-chain", "Ken has 12 marbles. Jack has 5 more marbles than Ken. Liam has twice as many marbles "
   "as Jack.", "How many marbles does Liam have?", "29", "false")
def _():
    return 2 * (12 + 5)


@P("w46", "percent-of-total", "A bag contains 12 red balls, 8 blue balls and 5 green balls.",
   "What percent of the balls are blue?", "32", "true")
def _():
    return F(8, 12 + 8 + 5) * 100


@P("w47", "proportion", "Mr. Lee drove 180 miles and used 6 gallons of gas.",
   "At this rate, how many gallons will he need to drive 450 miles?", "15", "true")
def _():
    return F(6, 180) * 450


@P("w48", "units", "A carpenter cuts a board 3.6 m long into 5 equal pieces.",
   "How long is each piece in centimeters?", "72", "true")
def _():
    return F("3.6") * 100 / 5


@P("w49", "groups-then-event", "A theater has 24 rows with 18 seats in each row. 397 tickets were sold, one seat per "
   "ticket.", "How many seats were empty?", "45", "false")
def _():
    return 24 * 18 - 397


@P("w50", "money", "Grace buys 2.5 kg of apples at $3.40 per kg and 1.2 kg of grapes at $5 per kg.",
   "How much does she spend in total?", "$14.50", "true")
def _():
    return F("2.5") * F("3.40") + F("1.2") * 5


@P("w51", "percent-then-event", "A shop had 320 T-shirts. It sold 45% of them in June and 60 more in July.",
   "How many T-shirts were left?", "116", "true")
def _():
    return 320 - F(45, 100) * 320 - 60


@P("w52", "distractor", "A storeroom has 9 boxes with 24 cans in each box. Hana opens 3 of the boxes and uses 2/3 of "
   "the cans in them.", "How many cans did she use?", "48", "true")
def _():
    return F(2, 3) * 3 * 24


@P("w53", "rate-time", "A pool is filled at a rate of 40 liters per minute.",
   "How many hours will it take to fill a 12,000-liter pool?", "5", "true")
def _():
    return F(12000, 40) / 60


@P("w54", "trick", "A farmer has 17 sheep. All but 9 of them run away.", "How many sheep does the farmer have left?",
   "8", "false")
def _():
    return F(9)


@P("w55", "money", "Mia has 3 quarters, 4 dimes and 7 nickels.", "How many cents does she have?", "150", "true")
def _():
    return F(3 * 25 + 4 * 10 + 7 * 5)


# closing-statement forms (the question is replaced by a sentence that states the result)
@P("w56", "statement", "Oliver has 7 packs of baseball cards with 12 cards in each pack. He gives away 15 cards.",
   "So Oliver has {c} cards left.", "69", "true", form="statement")
def _():
    return 7 * 12 - 15


@P("w57", "statement", "A bakery sold 84 muffins in the morning and 3/4 as many in the afternoon.",
   "Therefore the bakery sold {c} muffins that day.", "147", "true", form="statement")
def _():
    return 84 + F(3, 4) * 84


@P("w58", "statement", "A school has 540 students. 2/9 of them take the bus and 1/3 of them walk; the rest are driven.",
   "That means {c} students are driven to school.", "300", "false", form="statement")
def _():
    return 540 - F(2, 9) * 540 - F(1, 3) * 540


@P("w59", "statement", "Hugo buys 3 sandwiches at $4.75 each and 2 drinks at $1.60 each.",
   "In total Hugo spends ${c}.", "17.45", "true", form="statement")
def _():
    return 3 * F("4.75") + 2 * F("1.60")


@P("w60", "statement", "A van can carry 8 passengers. 61 people need a ride to the concert.",
   "So 7 vans are needed to carry everyone.", "7", "false", form="statement")
def _():
    return F(math.ceil(F(61, 8)))


def round_cent(x):
    """Round half away from zero to 2 decimals, exactly."""
    q = x * 100
    n = math.floor(abs(q) + F(1, 2))
    return F(n if q >= 0 else -n, 100)


def parse_claim(s):
    return F(s.replace("$", "").replace(",", ""))


def main():
    out, bad = [], 0
    for c in CASES:
        ans = c["solve"]()
        ans = F(ans)
        claimed = parse_claim(c["claimed"])
        label = "true" if claimed == ans else "false"
        if label != c["hand_label"]:
            print("LABEL MISMATCH %s: hand %s, worked solution %s (answer %s)" % (c["id"], c["hand_label"], label, ans))
            bad += 1
        if c["form"] == "statement":
            query = "%s %s" % (c["problem"], c["question"].format(c=c["claimed"].lstrip("$")))
        else:
            query = "%s %s The answer is %s." % (c["problem"], c["question"], c["claimed"])
        out.append(dict(id=c["id"], category=c["category"], query=query, claimed=c["claimed"], label=label,
                        answer=str(ans), answer_float=float(ans)))
    path = os.path.join(HERE, "cases.json")
    if os.path.exists(path):
        old = {c["id"]: c for c in json.load(open(path))["cases"]}
        for c in out:
            o = old.get(c["id"])
            if o and (o["label"] != c["label"] or o["answer"] != c["answer"]):
                print("COMMITTED LABEL DIFFERS %s" % c["id"])
                bad += 1
    assert len({c["id"] for c in out}) == len(out)
    if bad:
        sys.exit(1)
    json.dump({"set": "word problems held-out round 2", "count": len(out), "cases": out}, open(path, "w"), indent=1,
              ensure_ascii=False)
    print("cases:", len(out), "true:", sum(c["label"] == "true" for c in out), "false:",
          sum(c["label"] == "false" for c in out))


if __name__ == "__main__":
    main()

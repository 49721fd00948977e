#!/usr/bin/env python3
"""Oracle for the word-problem held-out set, round 5.

Each problem carries a worked solution written in exact arithmetic (fractions.Fraction, floor/ceil, round half
away from zero). A claim is true iff it equals the worked answer exactly. Running this script writes cases.json;
with --check it only verifies that the committed cases.json agrees with the worked solutions (exit 1 otherwise).
"""
import json
import math
import re
import sys
from fractions import Fraction as F
from pathlib import Path

HERE = Path(__file__).resolve().parent


def floor(x):
    return F(math.floor(x))


def ceil(x):
    return F(math.ceil(x))


def round_to(x, step):
    """Round x to a multiple of step, half away from zero."""
    q = F(x) / F(step)
    n = math.floor(abs(q) + F(1, 2))
    return F(n if q >= 0 else -n) * F(step)


def pct(p):
    return F(p) / 100


# form: "A" = story, question, "The answer is N." ; "S" = closing sentence stating the result ;
#       "Q" = one-line "What is ...? The answer is N."
# documented: True when the question type is named in docs/natural-language.md or issue 27.
CASES = [
    # --- how many more / fewer (difference of two named quantities)
    dict(id="diff-01", cat="more-fewer", doc=True, form="A",
         text="Marisol picked 38 strawberries and her brother Tobias picked 3 times as many as she did. "
              "How many more strawberries did Tobias pick than Marisol? The answer is 76.",
         claim="76", work=lambda: 3 * F(38) - 38),
    dict(id="diff-02", cat="more-fewer", doc=True, form="A",
         text="A school chess club has 40 members. 35% of them are seniors and the rest are juniors. "
              "How many more juniors than seniors are there? The answer is 14.",
         claim="14", work=lambda: (40 - pct(35) * 40) - pct(35) * 40,
         note="claim is the number of seniors (the other group instead of the difference)"),
    dict(id="diff-03", cat="more-fewer", doc=True, form="A",
         text="Keanu needs 2,000 stickers to complete his album. He already has 4 packs of 275 stickers. "
              "How many more stickers does he need? The answer is 900.",
         claim="900", work=lambda: 2000 - 4 * F(275)),
    dict(id="diff-04", cat="more-fewer", doc=True, form="S",
         text="The corner bakery sold 126 muffins on Friday and 89 muffins on Saturday. "
              "So it sold 37 fewer muffins on Saturday than on Friday.",
         claim="37", work=lambda: F(126) - 89),
    # --- how many full (floor)
    dict(id="full-01", cat="floor-full", doc=True, form="A",
         text="A farm collected 200 eggs this morning. The eggs are packed in cartons that hold 12 eggs each. "
              "How many full cartons can be packed? The answer is 16.",
         claim="16", work=lambda: floor(F(200) / 12)),
    dict(id="full-02", cat="floor-full", doc=True, form="A",
         text="Priya has $45. Notebooks cost $4 each. How many notebooks can she buy? The answer is 12.",
         claim="12", work=lambda: floor(F(45) / 4), note="ceiling instead of floor"),
    dict(id="full-03", cat="floor-full", doc=True, form="A",
         text="A librarian has 130 books to put on shelves. Each shelf holds 24 books. "
              "How many shelves can be completely filled? The answer is 5.",
         claim="5", work=lambda: floor(F(130) / 24)),
    # --- how many needed (ceiling)
    dict(id="need-01", cat="ceil-needed", doc=True, form="A",
         text="A school trip has 173 students and 8 teachers. Each bus can seat 40 people. "
              "How many buses are needed? The answer is 5.",
         claim="5", work=lambda: ceil(F(173 + 8) / 40),
         readings="all 181 people: ceil(181/40)=5; students only: ceil(173/40)=5; readings agree"),
    dict(id="need-02", cat="ceil-needed", doc=True, form="A",
         text="Omar wants to paint a fence with an area of 220 square meters. Each can of paint covers 35 square meters. "
              "How many cans of paint does he need to buy? The answer is 6.",
         claim="6", work=lambda: ceil(F(220) / 35), note="floor instead of ceiling"),
    dict(id="need-03", cat="ceil-needed", doc=True, form="S",
         text="Each tent sleeps 6 campers. There are 51 campers at the site, and every camper needs a place to sleep. "
              "So they need 9 tents.",
         claim="9", work=lambda: ceil(F(51) / 6)),
    # --- left over (remainder)
    dict(id="left-01", cat="remainder", doc=True, form="S",
         text="Grandma baked 95 cookies. She puts them into bags of 8 and makes as many full bags as possible. "
              "So 7 cookies are left over.",
         claim="7", work=lambda: F(95 % 8)),
    dict(id="left-02", cat="remainder", doc=True, form="A",
         text="A teacher has 250 pencils and hands them out in packs of 12, making as many packs as she can. "
              "How many pencils are left over? The answer is 20.",
         claim="20", work=lambda: F(250 % 12), note="quotient instead of remainder"),
    dict(id="left-03", cat="remainder", doc=True, form="A",
         text="Lena has 67 stamps and arranges them in rows of 9. "
              "How many stamps are left over after she fills as many complete rows as possible? The answer is 4.",
         claim="4", work=lambda: F(67 % 9)),
    # --- rounding words
    dict(id="round-01", cat="rounding", doc=True, form="A",
         text="Three friends share a restaurant bill of $85 equally. "
              "How much does each friend pay, rounded to the nearest cent? The answer is $28.33.",
         claim="28.33", work=lambda: round_to(F(85) / 3, F(1, 100))),
    dict(id="round-02", cat="rounding", doc=True, form="A",
         text="A runner ran 26 kilometers in 7 days, the same distance every day. "
              "How many kilometers did she run each day, rounded to the nearest tenth? The answer is 3.8.",
         claim="3.8", work=lambda: round_to(F(26) / 7, F(1, 10)), note="rounded up instead of to nearest"),
    dict(id="round-03", cat="rounding", doc=True, form="A",
         text="A box of 9 granola bars costs $7. What is the price of one bar, rounded to the nearest cent? "
              "The answer is $0.78.",
         claim="0.78", work=lambda: round_to(F(7) / 9, F(1, 100))),
    # --- the rest / remaining
    dict(id="rest-01", cat="rest-remaining", doc=True, form="A",
         text="There are 60 marbles in a bag. 15 of them are red, 1/4 of them are blue and the rest are green. "
              "How many green marbles are there? The answer is 30.",
         claim="30", work=lambda: 60 - 15 - F(1, 4) * 60),
    dict(id="rest-02", cat="rest-remaining", doc=True, form="A",
         text="A gardener planted 84 flowers. 1/3 of them are tulips, 25 are roses and the remaining flowers are daisies. "
              "How many daisies did she plant? The answer is 31.",
         claim="31", work=lambda: 84 - F(1, 3) * 84 - 25),
    dict(id="rest-03", cat="rest-remaining", doc=True, form="A",
         text="Mr. Alvarez is reading a novel with 320 pages. He read 95 pages on Monday and 110 pages on Tuesday. "
              "How many pages does he have remaining? The answer is 225.",
         claim="225", work=lambda: F(320) - 95 - 110, note="skipped step: only Monday subtracted"),
    # --- weighted averages over groups
    dict(id="wavg-01", cat="weighted-average", doc=True, form="A",
         text="In a class, 12 girls scored an average of 85 on a test and 18 boys scored an average of 80. "
              "What is the average score of the whole class? The answer is 82.",
         claim="82", work=lambda: (12 * F(85) + 18 * F(80)) / (12 + 18)),
    dict(id="wavg-02", cat="weighted-average", doc=True, form="A",
         text="A shop sold 30 shirts at an average price of $20 and 10 jackets at an average price of $60. "
              "What was the average price of all the items sold? The answer is $40.",
         claim="40", work=lambda: (30 * F(20) + 10 * F(60)) / (30 + 10), note="mean of means"),
    dict(id="wavg-03", cat="weighted-average", doc=True, form="A",
         text="One team of 5 workers packed an average of 42 boxes each, and another team of 15 workers packed "
              "an average of 50 boxes each. What is the average number of boxes packed per worker for all 20 workers? "
              "The answer is 48.",
         claim="48", work=lambda: (5 * F(42) + 15 * F(50)) / 20),
    # --- percent of a remainder
    dict(id="prem-01", cat="percent-of-remainder", doc=True, form="A",
         text="Nadia earned $600 last month. She spent $200 on rent and then saved 25% of the remaining money. "
              "How much money did she save? The answer is $100.",
         claim="100", work=lambda: pct(25) * (F(600) - 200)),
    dict(id="prem-02", cat="percent-of-remainder", doc=True, form="A",
         text="A bookstore had 500 books. It sold 40% of them on Saturday and 50% of the remaining books on Sunday. "
              "How many books did it sell on Sunday? The answer is 250.",
         claim="250", work=lambda: pct(50) * (500 - pct(40) * 500), note="percent of the wrong base"),
    dict(id="prem-03", cat="percent-of-remainder", doc=True, form="A",
         text="A tank holds 80 liters of water. 30 liters are used for washing and 20% of the remaining water "
              "is used for cooking. How many liters are used for cooking? The answer is 10.",
         claim="10", work=lambda: pct(20) * (F(80) - 30)),
    # --- rates / per
    dict(id="rate-01", cat="rate-per", doc=True, form="A",
         text="Dmitri earns $16 per hour. He works 6 hours a day for 5 days. How much does he earn? The answer is $480.",
         claim="480", work=lambda: F(16) * 6 * 5),
    dict(id="rate-02", cat="rate-per", doc=True, form="S",
         text="An office printer prints 45 pages per minute for 12 minutes. So it prints 540 pages.",
         claim="540", work=lambda: F(45) * 12),
    dict(id="rate-03", cat="rate-per", doc=True, form="A",
         text="A car uses 7 liters of fuel per 100 kilometers. How many liters of fuel does it use to drive "
              "350 kilometers? The answer is 50.",
         claim="50", work=lambda: F(7, 100) * 350, note="350/7 instead of 350*7/100"),
    # --- unit changes
    dict(id="unit-01", cat="unit-change", doc=True, form="A",
         text="A ribbon is 3.5 meters long. How long is the ribbon in centimeters? The answer is 350.",
         claim="350", work=lambda: F(35, 10) * 100),
    dict(id="unit-02", cat="unit-change", doc=True, form="A",
         text="A movie lasts 2 hours and 15 minutes. How many minutes long is the movie? The answer is 215.",
         claim="215", work=lambda: 2 * F(60) + 15, note="unit slip: 100 minutes per hour"),
    dict(id="unit-03", cat="unit-change", doc=True, form="A",
         text="A bag of rice weighs 2.4 kilograms. Chef Ruiz uses 650 grams of it. "
              "How many grams of rice are left in the bag? The answer is 1750.",
         claim="1750", work=lambda: F(24, 10) * 1000 - 650),
    # --- clock times
    dict(id="clock-01", cat="clock-time", doc=True, form="A",
         text="A train leaves at 9:45 am and arrives at 1:20 pm. How long is the trip in minutes? The answer is 215.",
         claim="215", work=lambda: (13 * F(60) + 20) - (9 * 60 + 45)),
    dict(id="clock-02", cat="clock-time", doc=True, form="A",
         text="Sara started her homework at 4:50 pm and finished at 6:05 pm. "
              "How many minutes did she spend on her homework? The answer is 115.",
         claim="115", work=lambda: (18 * F(60) + 5) - (16 * 60 + 50), note="subtracted clock digits as decimals"),
    dict(id="clock-03", cat="clock-time", doc=True, form="A",
         text="A night bus departs at 10:40 pm and arrives at 3:10 am. How many hours does the trip take? "
              "The answer is 4.3.",
         claim="4.3", work=lambda: ((24 * F(60) + 3 * 60 + 10) - (22 * 60 + 40)) / 60,
         note="4 h 30 min written as 4.3 (unit slip); worked answer 4.5"),
    # --- ages
    dict(id="age-01", cat="ages", doc=True, form="S",
         text="Rosa is 3 times as old as her son. Her son is 12 years old. So in 5 years Rosa will be 41 years old.",
         claim="41", work=lambda: 3 * F(12) + 5),
    dict(id="age-02", cat="ages", doc=True, form="A",
         text="Ben is 8 years older than his sister Maya. Maya is 14 years old. How old was Ben 6 years ago? "
              "The answer is 22.",
         claim="22", work=lambda: F(14) + 8 - 6, note="skipped step: Ben's age now"),
    dict(id="age-03", cat="ages", doc=True, form="A",
         text="Mr. Chen is 45 years old and his daughter is 17 years old. "
              "How many years older is Mr. Chen than his daughter? The answer is 28.",
         claim="28", work=lambda: F(45) - 17),
    # --- comparisons (twice as many, half as many, fewer than twice)
    dict(id="cmp-01", cat="comparison", doc=True, form="A",
         text="Aiko has 18 seashells. Her cousin Ren has twice as many seashells as Aiko. "
              "How many seashells do Aiko and Ren have altogether? The answer is 54.",
         claim="54", work=lambda: F(18) + 2 * 18),
    dict(id="cmp-02", cat="comparison", doc=True, form="A",
         text="A farmer has 24 chickens and half as many ducks as chickens. He has 5 more goats than ducks. "
              "How many goats does he have? The answer is 17.",
         claim="17", work=lambda: F(24) / 2 + 5),
    dict(id="cmp-03", cat="comparison", doc=True, form="A",
         text="Jamal scored 14 points in a basketball game. Kevin scored 4 fewer than twice as many points as Jamal. "
              "How many points did Kevin score? The answer is 32.",
         claim="32", work=lambda: 2 * F(14) - 4, note="added 4 instead of subtracting"),
    # --- money and change
    dict(id="money-01", cat="money-change", doc=True, form="A",
         text="Hana buys 3 sandwiches at $4.75 each and pays with a $20 bill. How much change does she get? "
              "The answer is $5.75.",
         claim="5.75", work=lambda: 20 - 3 * F(475, 100)),
    dict(id="money-02", cat="money-change", doc=True, form="A",
         text="A pack of batteries costs $6.40 and a flashlight costs $12.99. Luis buys one of each and pays with "
              "a $50 bill. How much change should he get? The answer is $31.61.",
         claim="31.61", work=lambda: 50 - F(640, 100) - F(1299, 100), note="arithmetic slip; worked 30.61"),
    dict(id="money-03", cat="money-change", doc=True, form="A",
         text="Museum tickets cost $12 for adults and $7 for children. A family buys 2 adult tickets and "
              "3 child tickets. How much does the family spend? The answer is $45.",
         claim="45", work=lambda: 2 * F(12) + 3 * 7),
    # --- simple / compound interest
    dict(id="int-01", cat="interest", doc=True, form="A",
         text="Karen deposits $2,000 in a savings account that pays 4% simple interest per year. "
              "How much interest will she earn in 3 years? The answer is $240.",
         claim="240", work=lambda: F(2000) * pct(4) * 3),
    dict(id="int-02", cat="interest", doc=True, form="A",
         text="Tomas invests $1,000 at 10% interest compounded yearly. How much money will he have after 2 years? "
              "The answer is $1,200.",
         claim="1200", work=lambda: F(1000) * (1 + pct(10)) ** 2, note="simple instead of compound"),
    dict(id="int-03", cat="interest", doc=True, form="A",
         text="A loan of $5,000 charges 6% simple interest per year. "
              "What is the total amount owed after 4 years? The answer is $6,200.",
         claim="6200", work=lambda: F(5000) + F(5000) * pct(6) * 4),
    # --- "What is ...? The answer is ..." one-liners
    dict(id="qa-01", cat="question-answer", doc=True, form="Q",
         text="What is 15% of 240? The answer is 36.", claim="36", work=lambda: pct(15) * 240),
    dict(id="qa-02", cat="question-answer", doc=True, form="Q",
         text="What is the average of 12, 18, 25 and 33? The answer is 22.", claim="22",
         work=lambda: F(12 + 18 + 25 + 33, 4)),
    dict(id="qa-03", cat="question-answer", doc=True, form="Q",
         text="What is 3/4 of 96? The answer is 24.", claim="24", work=lambda: F(3, 4) * 96,
         note="took 1/4 instead of 3/4"),
    dict(id="qa-04", cat="question-answer", doc=True, form="Q",
         text="What is 144 divided by 6? The answer is 24.", claim="24", work=lambda: F(144, 6)),
    # ===== ordinary problems the docs do not name =====
    # --- multi-step purchases
    dict(id="buy-01", cat="multi-step-purchase", doc=False, form="A",
         text="Elena buys 4 notebooks for $2.50 each and 3 pens for $1.20 each. She also buys a backpack for $18. "
              "How much does she spend in total? The answer is $31.60.",
         claim="31.60", work=lambda: 4 * F(250, 100) + 3 * F(120, 100) + 18),
    dict(id="buy-02", cat="multi-step-purchase", doc=False, form="A",
         text="A coach orders 12 jerseys at $23 each and 12 pairs of socks at $4 a pair. Shipping costs $15. "
              "What is the total cost of the order? The answer is $324.",
         claim="324", work=lambda: 12 * F(23) + 12 * 4 + 15, note="skipped the shipping"),
    dict(id="buy-03", cat="multi-step-purchase", doc=False, form="S",
         text="Ravi had $75. He bought 2 video games for $19 each and a controller for $24. So he has $13 left.",
         claim="13", work=lambda: F(75) - 2 * 19 - 24),
    dict(id="buy-04", cat="multi-step-purchase", doc=False, form="A",
         text="Apples cost $0.60 each and oranges cost $0.45 each. Mia buys 10 apples and 8 oranges. "
              "How much does she pay? The answer is $9.60.",
         claim="9.60", work=lambda: 10 * F(60, 100) + 8 * F(45, 100)),
    # --- sharing equally
    dict(id="share-01", cat="sharing-equally", doc=False, form="S",
         text="Four friends shared 96 trading cards equally. So each friend got 24 cards.",
         claim="24", work=lambda: F(96, 4)),
    dict(id="share-02", cat="sharing-equally", doc=False, form="S",
         text="Mrs. Patel has 3 bags with 28 candies in each bag. She shares all the candies equally among her "
              "7 grandchildren. So each grandchild gets 4 candies.",
         claim="4", work=lambda: F(3 * 28, 7), note="skipped step: one bag only"),
    dict(id="share-03", cat="sharing-equally", doc=False, form="A",
         text="A group of 6 hikers split the cost of a $138 cabin equally. How much does each hiker pay? "
              "The answer is $23.",
         claim="23", work=lambda: F(138, 6)),
    # --- area / perimeter
    dict(id="area-01", cat="area-perimeter", doc=False, form="A",
         text="A rectangular garden is 14 meters long and 9 meters wide. What is its perimeter? The answer is 46.",
         claim="46", work=lambda: 2 * (F(14) + 9)),
    dict(id="area-02", cat="area-perimeter", doc=False, form="A",
         text="A rectangular room is 5 meters long and 4 meters wide. Carpet costs $30 per square meter. "
              "How much does it cost to carpet the whole floor? The answer is $600.",
         claim="600", work=lambda: F(5) * 4 * 30),
    dict(id="area-03", cat="area-perimeter", doc=False, form="A",
         text="A square patio has sides of 6 meters. What is the area of the patio in square meters? "
              "The answer is 24.",
         claim="24", work=lambda: F(6) ** 2, note="perimeter instead of area"),
    # --- speed, distance, time
    dict(id="sdt-01", cat="speed-distance-time", doc=False, form="A",
         text="A cyclist rides at 18 kilometers per hour for 2 hours and 30 minutes. "
              "How many kilometers does she ride? The answer is 41.4.",
         claim="41.4", work=lambda: F(18) * (2 + F(30, 60)), note="unit slip: 2 h 30 min as 2.30 h"),
    dict(id="sdt-02", cat="speed-distance-time", doc=False, form="A",
         text="A train travels 360 miles in 4.5 hours. What is its average speed in miles per hour? The answer is 80.",
         claim="80", work=lambda: F(360) / F(45, 10)),
    dict(id="sdt-03", cat="speed-distance-time", doc=False, form="A",
         text="Hector drove 150 kilometers at 60 kilometers per hour and then 120 kilometers at 80 kilometers per hour. "
              "How many hours did the whole drive take? The answer is 4.",
         claim="4", work=lambda: F(150, 60) + F(120, 80)),
    # --- recipes scaled
    dict(id="recipe-01", cat="recipe-scaled", doc=False, form="A",
         text="A recipe uses 3 cups of flour to make 24 cookies. How many cups of flour are needed to make 60 cookies? "
              "The answer is 7.5.",
         claim="7.5", work=lambda: F(3, 24) * 60),
    dict(id="recipe-02", cat="recipe-scaled", doc=False, form="A",
         text="A pancake recipe for 4 people uses 2 eggs and 300 milliliters of milk. "
              "How many milliliters of milk are needed for 10 people? The answer is 750.",
         claim="750", work=lambda: F(300, 4) * 10),
    dict(id="recipe-03", cat="recipe-scaled", doc=False, form="A",
         text="A soup recipe that serves 6 people calls for 450 grams of potatoes. "
              "How many grams of potatoes are needed to serve 4 people? The answer is 675.",
         claim="675", work=lambda: F(450, 6) * 4, note="scaled the wrong way (450*6/4)"),
    # --- with a distractor number
    dict(id="distract-01", cat="distractor", doc=False, form="S",
         text="Carlos is 11 years old and has 45 baseball cards. He buys 3 packs with 8 cards in each pack. "
              "So he now has 69 baseball cards.",
         claim="69", work=lambda: F(45) + 3 * 8),
    dict(id="distract-02", cat="distractor", doc=False, form="S",
         text="A bus has 52 seats and is empty at the start. At the first stop 17 people get on. At the second stop "
              "9 more people get on and 4 people get off. So there are 26 people on the bus now.",
         claim="26", work=lambda: F(17) + 9 - 4, note="skipped the 4 who got off"),
    dict(id="distract-03", cat="distractor", doc=False, form="A",
         text="Wendy opened her pottery shop in 2015. This week she sold 35 vases on Monday and 48 vases on Tuesday. "
              "How many vases did she sell on those two days? The answer is 83.",
         claim="83", work=lambda: F(35) + 48),
    dict(id="distract-04", cat="distractor", doc=False, form="A",
         text="A bookcase is 2 meters tall and has 5 shelves. Each shelf holds 30 books. "
              "How many books can the bookcase hold? The answer is 150.",
         claim="150", work=lambda: F(5) * 30),
]


def fstr(x: F) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def build():
    out = []
    ids = set()
    for c in CASES:
        assert c["id"] not in ids, c["id"]
        ids.add(c["id"])
        text = c["text"]
        sentences = [s for s in re.split(r"(?<=[.?!])\s+(?=[A-Z0-9$])", text) if s]
        assert len(sentences) <= 7, (c["id"], len(sentences))  # <= 6 problem sentences + the claim sentence
        claim = F(c["claim"])
        # the claim as written must appear in the query (with $ and thousands separators allowed)
        written = re.findall(r"\$?\d[\d,]*(?:\.\d+)?", text)
        assert any(F(w.replace("$", "").replace(",", "")) == claim for w in written[-1:]), c["id"]
        worked = F(c["work"]())
        out.append({
            "id": c["id"],
            "category": c["cat"],
            "documented_type": c["doc"],
            "form": c["form"],
            "query": text,
            "claim": c["claim"],
            "worked_answer": fstr(worked),
            "worked_answer_decimal": float(worked),
            "claim_true": claim == worked,
            **({"note": c["note"]} if "note" in c else {}),
            **({"readings": c["readings"]} if "readings" in c else {}),
        })
    return out


def main():
    cases = build()
    path = HERE / "cases.json"
    if path.exists():
        old = {c["id"]: c for c in json.loads(path.read_text())["cases"]}
        bad = [c["id"] for c in cases if c["id"] in old and (old[c["id"]]["claim_true"] != c["claim_true"]
                                                             or old[c["id"]]["worked_answer"] != c["worked_answer"])]
        if bad:
            print("committed labels disagree with the oracle:", ", ".join(bad), file=sys.stderr)
            sys.exit(1)
    if "--check" in sys.argv:
        print(f"{len(cases)} cases agree with the committed labels")
        return
    doc = {"set": "word-problems round 5", "oracle": "oracle.py (fractions.Fraction)", "cases": cases}
    path.write_text(json.dumps(doc, indent=2) + "\n")
    n_true = sum(c["claim_true"] for c in cases)
    print(f"{len(cases)} cases: {n_true} true claims, {len(cases) - n_true} false claims")
    cats = {}
    for c in cases:
        cats.setdefault(c["category"], [0, 0])[0 if c["claim_true"] else 1] += 1
    for k, (t, f) in cats.items():
        print(f"  {k:22s} true {t}  false {f}")


if __name__ == "__main__":
    main()

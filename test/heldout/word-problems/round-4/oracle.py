#!/usr/bin/env python3
"""Oracle for the word-problem held-out set, round 4.

Every problem has a worked solution below in exact arithmetic (fractions.Fraction, floor/ceil, round half away
from zero). A claim is true iff the claimed number equals the worked answer exactly.

    python3 oracle.py          # writes cases.json (query, claim, worked answer, label) and checks committed labels
    python3 oracle.py --check  # only checks: fails when cases.json disagrees with the worked solutions

Problems with two plausible readings list both in `readings`; the oracle fails unless every reading gives the same
answer (problems where they disagreed were dropped while writing the set).
"""

import json
import math
import sys
from fractions import Fraction as F
from pathlib import Path

HERE = Path(__file__).resolve().parent
CASES = HERE / "cases.json"


def floor(x):
    return F(math.floor(F(x)))


def ceil(x):
    return F(math.ceil(F(x)))


def round_to(x, step):
    """Round x to a multiple of step, half away from zero."""
    x, step = F(x), F(step)
    q = abs(x) / step
    n = math.floor(q + F(1, 2))
    return (n * step) * (1 if x >= 0 else -1)


def pct(p):
    return F(p) / 100


def parse_claim(s):
    s = s.replace("$", "").replace(",", "").strip()
    return F(s)


# (id, category, form, query, claim as written, worked solution, [other readings])
# form: "question"  = <story> <question> The answer is <claim>.
#       "closing"   = <story> So <statement of the result>.
#       "one-liner" = What is …? The answer is … (or "Answer: …")
P = []


def case(cid, category, form, query, claim, solution, readings=()):
    P.append((cid, category, form, query, claim, solution, list(readings)))


# --- how many more / fewer -------------------------------------------------------------------------------------
case("wp4-01", "more-fewer", "question",
     "Priya picked 38 strawberries and her brother Tomas picked 3 times as many. How many more strawberries did "
     "Tomas pick than Priya? The answer is 76.",
     "76", lambda: 3 * F(38) - 38)
case("wp4-02", "more-fewer", "question",
     "A library has 420 fiction books. It has 135 fewer nonfiction books than fiction books. How many fiction and "
     "nonfiction books does the library have in all? The answer is 705.",
     "705", lambda: F(420) + (420 - 135))
case("wp4-03", "more-fewer", "question",  # wrong: the other group instead of the difference
     "In a choir of 60 singers, 35% are sopranos and the rest are altos. How many more altos than sopranos are "
     "there? The answer is 39.",
     "39", lambda: (60 - pct(35) * 60) - pct(35) * 60)
case("wp4-04", "more-fewer", "question",  # distractor (the zookeeper's age); wrong: uses the zebras
     "A zoo has 14 lions, 9 zebras and 27 monkeys. The zookeeper is 42 years old. How many more monkeys than lions "
     "are there? The answer is 18.",
     "18", lambda: F(27) - 14)
case("wp4-05", "more-fewer", "question",  # wrong: the blue ribbon's length instead of the difference
     "A red ribbon is 45 centimeters long. A blue ribbon is 3 times as long. How much longer is the blue ribbon "
     "than the red one, in centimeters? The answer is 135.",
     "135", lambda: 3 * F(45) - 45)
case("wp4-06", "more-needed", "question",
     "Victor needs 1,000 bricks to build a wall. He has 6 stacks of 120 bricks. How many more bricks does he need? "
     "The answer is 280.",
     "280", lambda: F(1000) - 6 * 120)

# --- floor: how many full / can fill / can buy -----------------------------------------------------------------
case("wp4-07", "floor", "question",
     "A bakery made 235 muffins and packs them in boxes of 8. How many full boxes can it pack? The answer is 29.",
     "29", lambda: floor(F(235, 8)))
case("wp4-08", "floor", "question",  # wrong: ceiling instead of floor
     "Nadia has 100 photos and puts 6 photos on each page of an album. How many pages can she fill completely? "
     "The answer is 17.",
     "17", lambda: floor(F(100, 6)), [lambda: F((100 - 100 % 6) // 6)])
case("wp4-09", "floor", "question",
     "Comic books cost $7 each. How many comic books can Felix buy with $50? The answer is 7.",
     "7", lambda: floor(F(50, 7)))

# --- ceiling: how many are needed / at least --------------------------------------------------------------------
case("wp4-10", "ceiling", "question",
     "A school trip has 143 students. Each van holds 12 students. How many vans are needed to take all the "
     "students? The answer is 12.",
     "12", lambda: ceil(F(143, 12)))
case("wp4-11", "ceiling", "question",  # wrong: floor instead of ceiling
     "Oscar has to move 58 chairs and can carry 4 chairs per trip. How many trips does he need to make at least? "
     "The answer is 14.",
     "14", lambda: ceil(F(58, 4)))
case("wp4-12", "ceiling", "question",
     "Each bottle of paint covers 9 square meters. Kim wants to paint a wall of 40 square meters. How many bottles "
     "of paint does she need to buy so that she has enough? The answer is 5.",
     "5", lambda: ceil(F(40, 9)))

# --- left over (remainder) --------------------------------------------------------------------------------------
case("wp4-13", "left-over", "question",
     "Leah has 97 stickers and shares them equally among 6 friends, giving each friend as many as possible. How "
     "many stickers are left over? The answer is 1.",
     "1", lambda: F(97 % 6), [lambda: 97 - 6 * floor(F(97, 6))])
case("wp4-14", "left-over", "question",  # wrong: the quotient instead of the remainder
     "A farmer has 250 eggs and puts them into cartons of 12. How many eggs are left over after filling as many "
     "cartons as possible? The answer is 20.",
     "20", lambda: F(250 % 12))
case("wp4-15", "left-over", "one-liner",  # wrong: quotient vs remainder
     "What is the remainder when 100 is divided by 7? The answer is 14.",
     "14", lambda: F(100 % 7))

# --- rounding words ---------------------------------------------------------------------------------------------
case("wp4-16", "rounding", "question",
     "Three friends split a dinner bill of $85 equally. How much does each friend pay, rounded to the nearest cent? "
     "The answer is $28.33.",
     "28.33", lambda: round_to(F(85, 3), F(1, 100)))
case("wp4-17", "rounding", "question",
     "A runner covers 10 kilometers in 47 minutes. What is her average speed in kilometers per hour, rounded to the "
     "nearest tenth? The answer is 12.8.",
     "12.8", lambda: round_to(F(10) / F(47, 60), F(1, 10)))
case("wp4-18", "rounding", "question",  # wrong: truncated instead of rounded
     "Marcus paid $30 for 7 notebooks of the same price. What is the price of one notebook, rounded to the nearest "
     "cent? The answer is $4.28.",
     "4.28", lambda: round_to(F(30, 7), F(1, 100)))
case("wp4-19", "rounding", "question",
     "A class of 28 students collected 415 cans for a food drive. On average, how many cans did each student "
     "collect, rounded to the nearest whole number? The answer is 15.",
     "15", lambda: round_to(F(415, 28), 1))

# --- the rest / remaining ---------------------------------------------------------------------------------------
case("wp4-20", "rest", "question",
     "A garden has 80 plants. One quarter of them are tomatoes, 30 are peppers, and the rest are beans. How many "
     "beans are there? The answer is 30.",
     "30", lambda: F(80) - F(1, 4) * 80 - 30)
case("wp4-21", "rest", "question",
     "Of the 150 tickets for a concert, 40% were sold on Monday and 50 were sold on Tuesday. How many tickets "
     "remain unsold? The answer is 40.",
     "40", lambda: F(150) - pct(40) * 150 - 50)
case("wp4-22", "rest", "question",  # wrong: skipped step (forgot the red cars)
     "A parking lot has 96 cars. 1/3 of them are white, 18 are red, and the remaining cars are black. How many "
     "black cars are there? The answer is 64.",
     "64", lambda: F(96) - F(1, 3) * 96 - 18)

# --- weighted averages over groups ------------------------------------------------------------------------------
case("wp4-23", "weighted-average", "question",
     "In one class, 20 students averaged 75 points on a test. In another class, 30 students averaged 85 points. "
     "What was the average score of all 50 students? The answer is 81.",
     "81", lambda: (20 * F(75) + 30 * F(85)) / 50)
case("wp4-24", "weighted-average", "question",  # wrong: mean of means
     "A team of 4 sprinters averaged 12 seconds in a race and a team of 6 sprinters averaged 14 seconds. What was "
     "the average time of all 10 sprinters, in seconds? The answer is 13.",
     "13", lambda: (4 * F(12) + 6 * F(14)) / 10)
case("wp4-25", "weighted-average", "question",
     "Last week a shop sold 15 shirts at an average price of $20 and 5 jackets at an average price of $60. What was "
     "the average price of all 20 items sold? The answer is $30.",
     "30", lambda: (15 * F(20) + 5 * F(60)) / 20)

# --- percent of a remainder / wrong base ------------------------------------------------------------------------
case("wp4-26", "percent-of-remainder", "question",
     "Ines had $200. She spent 25% of it on shoes and then 40% of the remaining money on a bag. How much money does "
     "she have left? The answer is $90.",
     "90", lambda: (200 - pct(25) * 200) * (1 - pct(40)),
     [lambda: 200 - pct(25) * 200 - pct(40) * (200 - pct(25) * 200)])
case("wp4-27", "percent-of-remainder", "question",  # wrong: 30% of the whole instead of the remainder
     "A tank holds 500 liters of water. 20% of the water is used in the morning and 30% of the remaining water is "
     "used in the afternoon. How many liters of water are left in the tank? The answer is 250.",
     "250", lambda: (500 - pct(20) * 500) * (1 - pct(30)))
case("wp4-28", "percent-of-remainder", "question",
     "Kofi earned $1,200 last month. He saved 1/4 of it and spent 60% of the rest on rent. How much did he spend on "
     "rent? The answer is $540.",
     "540", lambda: pct(60) * (1200 - F(1, 4) * 1200))
case("wp4-29", "percent-change", "question",  # wrong: 35% off the original instead of 10% off the sale price
     "A jacket costs $80. It is on sale for 25% off, and at the register Dana gets a further 10% off the sale price. "
     "How much does Dana pay for the jacket? The answer is $52.",
     "52", lambda: 80 * (1 - pct(25)) * (1 - pct(10)),
     [lambda: 80 - pct(25) * 80 - pct(10) * (80 - pct(25) * 80)])

# --- rates / per ------------------------------------------------------------------------------------------------
case("wp4-30", "rate", "closing",
     "A printer prints 24 pages per minute. So it prints 360 pages in 15 minutes.",
     "360", lambda: F(24) * 15)
case("wp4-31", "rate", "question",
     "Sofia earns $14 per hour and works 6 hours a day. How much does she earn in 5 days? The answer is $420.",
     "420", lambda: F(14) * 6 * 5)
case("wp4-32", "rate", "question",  # wrong: 3 × 8, the 50 km left out
     "A car uses 8 liters of fuel for every 100 kilometers. How many liters of fuel does it use on a trip of 350 "
     "kilometers? The answer is 24.",
     "24", lambda: F(8) / 100 * 350)
case("wp4-33", "rate", "question",  # distractor (the apples' price)
     "Oranges are sold at 3 for $2 and apples at 4 for $3. How much do 18 oranges cost? The answer is $12.",
     "12", lambda: F(18) / 3 * 2)

# --- unit changes -----------------------------------------------------------------------------------------------
case("wp4-34", "units", "question",
     "A ribbon is 3.5 meters long. How long is the ribbon in centimeters? The answer is 350.",
     "350", lambda: F("3.5") * 100)
case("wp4-35", "units", "question",  # wrong: unit slip (×10 / ÷100)
     "Hannah walked 2,400 meters to school. How many kilometers did she walk? The answer is 24.",
     "24", lambda: F(2400) / 1000)
case("wp4-36", "units", "question",
     "A baker uses 250 grams of butter in each cake. How many kilograms of butter does she use for 12 cakes? The "
     "answer is 3.",
     "3", lambda: F(250) * 12 / 1000)
case("wp4-37", "units", "closing",
     "Zara ran 4 laps of a track that is 400 meters long. So she ran 1.6 kilometers.",
     "1.6", lambda: F(4) * 400 / 1000)
case("wp4-38", "units", "one-liner",
     "What is 2 hours and 45 minutes in minutes? The answer is 165.",
     "165", lambda: F(2) * 60 + 45)

# --- clock times ------------------------------------------------------------------------------------------------
case("wp4-39", "clock", "question",
     "A train leaves at 9:40 am and arrives at 1:15 pm. How many minutes does the trip take? The answer is 215.",
     "215", lambda: F(13 * 60 + 15) - (9 * 60 + 40))
case("wp4-40", "clock", "question",  # wrong: 620 − 450 read as plain numbers
     "Amir started his homework at 4:50 pm and finished at 6:20 pm. How long did it take him, in minutes? The "
     "answer is 170.",
     "170", lambda: F(18 * 60 + 20) - (16 * 60 + 50))
case("wp4-41", "clock", "question",
     "A night shift begins at 10:30 pm and ends at 6:45 am the next morning. How many hours long is the shift? The "
     "answer is 8.25.",
     "8.25", lambda: (F(24 * 60) - (22 * 60 + 30) + (6 * 60 + 45)) / 60,
     [lambda: F(8) + F(15, 60)])

# --- ages -------------------------------------------------------------------------------------------------------
case("wp4-42", "ages", "question",
     "Lena is 9 years old. Her mother is 4 times as old as Lena. How old will her mother be in 5 years? The answer "
     "is 41.",
     "41", lambda: 4 * F(9) + 5)
case("wp4-43", "ages", "question",
     "Daniel's son is 12 years old, and Daniel is 3 times as old as his son. How old was Daniel 6 years ago? The "
     "answer is 30.",
     "30", lambda: 3 * F(12) - 6)
case("wp4-44", "ages", "question",  # wrong: half of 20 instead of the brother's age then
     "Maya is 14 years old, and her brother is half her age. How old will her brother be when Maya is 20? The "
     "answer is 10.",
     "10", lambda: F(14) / 2 + (20 - 14), [lambda: F(20) - (14 - F(14) / 2)])

# --- comparisons "twice as many" --------------------------------------------------------------------------------
case("wp4-45", "comparison", "closing",
     "Carlos has 18 marbles and Jenna has twice as many marbles as Carlos. So together they have 54 marbles.",
     "54", lambda: F(18) + 2 * 18)
case("wp4-46", "comparison", "question",
     "A pet shop has 16 goldfish and half as many turtles as goldfish. How many goldfish and turtles are there "
     "altogether? The answer is 24.",
     "24", lambda: F(16) + F(16) / 2)

# --- money and change -------------------------------------------------------------------------------------------
case("wp4-47", "money-change", "question",
     "Ethan buys 3 sandwiches at $4.75 each and pays with a $20 bill. How much change does he get? The answer is "
     "$5.75.",
     "5.75", lambda: 20 - 3 * F("4.75"))
case("wp4-48", "money-change", "closing",
     "Yusuf has $60 and buys 4 movie tickets that cost $11.50 each. So he has $14 left.",
     "14", lambda: 60 - 4 * F("11.50"))

# --- interest ---------------------------------------------------------------------------------------------------
case("wp4-49", "interest", "question",
     "Olivia deposits $2,000 in an account that pays 4% simple interest per year. How much interest does she earn "
     "in 3 years? The answer is $240.",
     "240", lambda: 2000 * pct(4) * 3)
case("wp4-50", "interest", "question",
     "Ben invests $1,000 at 5% interest compounded yearly. How much money will he have after 2 years? The answer is "
     "$1,102.50.",
     "1102.50", lambda: 1000 * (1 + pct(5)) ** 2)
case("wp4-51", "interest", "question",  # wrong: simple interest instead of compound
     "A savings account starts with $5,000 and earns 10% interest compounded annually. What is the balance after 3 "
     "years? The answer is $6,500.",
     "6500", lambda: 5000 * (1 + pct(10)) ** 3)
case("wp4-52", "interest", "question",
     "Tariq borrows $800 at 6% simple interest per year for 2 years. How much does he pay back in total? The answer "
     "is $896.",
     "896", lambda: 800 + 800 * pct(6) * 2)

# --- multi-step purchases (not named in the docs' question table) -----------------------------------------------
case("wp4-53", "purchase", "question",
     "Mia buys 3 packs of pencils at $2 each and 2 erasers at $0.75 each. How much does she spend in total? The "
     "answer is $7.50.",
     "7.50", lambda: 3 * F(2) + 2 * F("0.75"))
case("wp4-54", "purchase", "question",  # wrong: (15 + 9) × 2
     "A family buys 2 adult tickets at $15 each and 3 child tickets at $9 each. How much do they pay altogether? "
     "The answer is $48.",
     "48", lambda: 2 * F(15) + 3 * F(9))
case("wp4-55", "purchase", "closing",  # wrong: skipped step / slip (72 − 25 = 47)
     "Chloe saves $8 each week for 9 weeks and then spends $25 on a video game. So she has $49 left.",
     "49", lambda: F(8) * 9 - 25)

# --- sharing equally --------------------------------------------------------------------------------------------
case("wp4-56", "sharing", "question",
     "Four friends share 3 pizzas equally. Each pizza is cut into 8 slices. How many slices does each friend get? "
     "The answer is 6.",
     "6", lambda: F(3 * 8, 4))
case("wp4-57", "sharing", "closing",  # wrong
     "A teacher shares 84 crayons equally among 7 tables. So each table gets 14 crayons.",
     "14", lambda: F(84, 7))

# --- area / perimeter -------------------------------------------------------------------------------------------
case("wp4-58", "area-perimeter", "question",  # distractor (2 windows)
     "A rectangular room with 2 windows is 6 meters long and 4.5 meters wide. What is the area of the room in square "
     "meters? The answer is 27.",
     "27", lambda: 6 * F("4.5"))
case("wp4-59", "area-perimeter", "question",
     "A rectangular garden is 12 meters long and 8 meters wide. How many meters of fencing does it take to go "
     "around the garden once? The answer is 40.",
     "40", lambda: 2 * (F(12) + 8))
case("wp4-60", "area-perimeter", "question",  # wrong: the perimeter instead of the area
     "A square tile has sides of 30 centimeters. What is the area of one tile in square centimeters? The answer is "
     "120.",
     "120", lambda: F(30) * 30)
case("wp4-61", "area-perimeter", "question",
     "A floor is 5 meters by 4 meters. Carpet costs $12 per square meter. How much does it cost to carpet the whole "
     "floor? The answer is $240.",
     "240", lambda: F(5) * 4 * 12)

# --- speed, distance, time --------------------------------------------------------------------------------------
case("wp4-62", "speed-distance-time", "question",
     "A cyclist rides at 18 kilometers per hour for 2.5 hours. How far does she travel, in kilometers? The answer "
     "is 45.",
     "45", lambda: F(18) * F("2.5"))
case("wp4-63", "speed-distance-time", "question",
     "A driver travels at 60 miles per hour for 2 hours and then at 45 miles per hour for 3 hours. How many miles "
     "does he travel in total? The answer is 255.",
     "255", lambda: F(60) * 2 + F(45) * 3)

# --- recipes scaled ---------------------------------------------------------------------------------------------
case("wp4-64", "recipe", "question",  # distractor (35 minutes)
     "A recipe for 4 people uses 300 grams of flour and bakes for 35 minutes. How many grams of flour does Pedro need "
     "to cook it for 10 people? The answer is 750.",
     "750", lambda: F(300) / 4 * 10)
case("wp4-65", "recipe", "question",  # wrong
     "A pancake recipe uses 2 eggs for every 12 pancakes. How many eggs are used to make 30 pancakes? The answer "
     "is 6.",
     "6", lambda: F(2) / 12 * 30)

# --- distractors ------------------------------------------------------------------------------------------------
case("wp4-66", "distractor", "question",
     "Jamal is 11 years old and has 45 baseball cards. For his birthday he gets 3 packs with 8 cards in each pack. "
     "How many baseball cards does he have now? The answer is 69.",
     "69", lambda: F(45) + 3 * 8)
case("wp4-67", "closing-left", "closing",
     "Emma had 52 beads. She used 17 beads for a necklace and 9 beads for a bracelet. So she has 26 beads left.",
     "26", lambda: F(52) - 17 - 9)

# --- one-liners ---------------------------------------------------------------------------------------------------
case("wp4-68", "one-liner", "one-liner",
     "What is 15% of 240? The answer is 36.",
     "36", lambda: pct(15) * 240)
case("wp4-69", "one-liner", "one-liner",  # wrong
     "What is 3/8 of 96? Answer: 32",
     "32", lambda: F(3, 8) * 96)
case("wp4-70", "one-liner", "one-liner",
     "What is the average of 84, 91 and 77? The answer is 84.",
     "84", lambda: F(84 + 91 + 77, 3))


def build():
    out = []
    for cid, category, form, query, claim, solution, readings in P:
        answer = F(solution())
        for r in readings:
            if F(r()) != answer:
                raise SystemExit(f"{cid}: readings disagree ({answer} vs {F(r())}); drop the case")
        claimed = parse_claim(claim)
        out.append({
            "id": cid,
            "category": category,
            "form": form,
            "query": query,
            "claim": claim,
            "answer": str(answer),
            "answer_decimal": float(answer),
            "label": claimed == answer,
        })
    return out


def main():
    built = build()
    ids = [c["id"] for c in built]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for c in built:
        assert c["claim"].replace(",", "") in c["query"].replace(",", ""), f"{c['id']}: claim not in the query"
    bad = []
    if CASES.exists():
        committed = {c["id"]: c for c in json.loads(CASES.read_text())["cases"]}
        for c in built:
            old = committed.get(c["id"])
            if old is not None and (old["label"] != c["label"] or old["answer"] != c["answer"]):
                bad.append(f"{c['id']}: committed label {old['label']} / {old['answer']}, "
                           f"oracle {c['label']} / {c['answer']}")
    if "--check" not in sys.argv:
        doc = {
            "set": "word-problems held-out, round 4",
            "route": "POST /v1/verify/natural_language",
            "oracle": "oracle.py (fractions.Fraction worked solutions)",
            "cases": built,
        }
        CASES.write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
    n_true = sum(c["label"] for c in built)
    print(f"{len(built)} cases: {n_true} true claims, {len(built) - n_true} false claims")
    if bad:
        print("\n".join(bad))
        raise SystemExit(1)


if __name__ == "__main__":
    main()

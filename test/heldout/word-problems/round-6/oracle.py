#!/usr/bin/env python3
"""Oracle for the word-problem held-out set, round 6.

Every problem below carries a worked solution in exact arithmetic (fractions.Fraction, floor/ceil,
round half away from zero). A claim is true iff it equals the worked answer exactly.

    python3 oracle.py          # regenerates cases.json; fails if a committed label disagrees
    python3 oracle.py --check  # only checks, writes nothing
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


def round_half_away(x, unit):
    """Round x to a multiple of unit, halves away from zero."""
    q = x / unit
    n = math.floor(abs(q) + F(1, 2))
    return F(n if q >= 0 else -n) * unit


# Each case: id, category, form, covered (is the question type named in docs/natural-language.md),
# distractor (the story has a number the answer does not use), query, claim (the number the text claims),
# expected (True/False: the committed label), and solve() (the worked solution).
CASES = []


def case(id, category, form, query, claim, expected, covered=True, distractor=False):
    def wrap(fn):
        CASES.append(dict(id=id, category=category, form=form, covered=covered, distractor=distractor,
                          query=query, claim=F(claim), expected=expected, solve=fn))
        return fn
    return wrap


# --- how many more / fewer
@case("wp6-001", "more-fewer", "answer", "Priya picked 38 strawberries and her brother Tomas picked 54 strawberries. "
      "How many more strawberries did Tomas pick than Priya? The answer is 16.", "16", True)
def _():
    return F(54) - 38


@case("wp6-002", "more-fewer", "answer", "A bakery sold 125 muffins on Friday and 87 muffins on Saturday. "
      "How many fewer muffins were sold on Saturday than on Friday? The answer is 212.", "212", False)
def _():
    return F(125) - 87  # 38; the claim adds the two days


@case("wp6-003", "more-fewer", "answer", "A choir has 60 members. 35% of them are men and the rest are women. "
      "How many more women than men are in the choir? The answer is 18.", "18", True)
def _():
    men = F(35, 100) * 60  # 21
    women = 60 - men  # 39
    return women - men  # 18


@case("wp6-004", "more-fewer", "answer", "There are 240 children at a summer camp. 40% of the children are girls and "
      "the rest are boys. How many more boys than girls are at the camp? The answer is 96.", "96", False)
def _():
    girls = F(40, 100) * 240  # 96
    boys = 240 - girls  # 144
    return boys - girls  # 48; the claim is the number of girls


@case("wp6-005", "more-needed", "answer", "A school needs 1,500 chairs for graduation. It has 4 rooms with 320 chairs "
      "in each room. How many more chairs does the school need? The answer is 1,180.", "1180", False)
def _():
    return F(1500) - 4 * 320  # 220; the claim subtracts one room only


@case("wp6-006", "more-needed", "answer", "Carlos wants to buy a bike that costs $275. He has saved $18 a week for "
      "12 weeks. How much more money does he need? The answer is $59.", "59", True)
def _():
    return F(275) - 18 * 12  # 59


# --- floor / ceiling / remainder
@case("wp6-007", "full-floor", "answer", "A farm collected 230 eggs. The eggs are packed in cartons of 12. "
      "How many full cartons can be packed? The answer is 19.", "19", True)
def _():
    return floor(F(230) / 12)  # 19


@case("wp6-008", "full-floor", "answer", "Marcus has 97 trading cards. He puts them into sleeves that hold 9 cards "
      "each. How many sleeves can he fill completely? The answer is 11.", "11", False)
def _():
    return floor(F(97) / 9)  # 10; the claim is the ceiling


@case("wp6-009", "full-floor", "answer", "Pencils cost $0.35 each. How many pencils can Zoe buy with $5? "
      "The answer is 14.", "14", True)
def _():
    return floor(F(5) / F("0.35"))  # 14


@case("wp6-010", "needed-ceil", "answer", "A school is taking 212 students on a field trip. Each bus holds 48 students. "
      "How many buses are needed? The answer is 5.", "5", True)
def _():
    return ceil(F(212) / 48)  # 5


@case("wp6-011", "needed-ceil", "answer", "Ines has to ship 75 books. Each box holds 8 books. How many boxes does she "
      "need to ship all the books? The answer is 9.", "9", False)
def _():
    return ceil(F(75) / 8)  # 10; the claim is the floor


@case("wp6-012", "needed-ceil", "answer", "Each box of crayons has 24 crayons. A teacher needs at least 150 crayons "
      "for her class. How many boxes must she buy? The answer is 7.", "7", True)
def _():
    return ceil(F(150) / 24)  # 7


@case("wp6-013", "left-over", "answer", "A teacher has 100 stickers and puts them in packs of 7, making as many packs "
      "as possible. How many stickers are left over? The answer is 2.", "2", True)
def _():
    return F(100 % 7)  # 2


@case("wp6-014", "left-over", "answer", "Ravi has 83 marbles. He puts them in bags of 6, filling as many bags as he "
      "can. How many marbles are left over? The answer is 13.", "13", False)
def _():
    return F(83 % 6)  # 5; the claim is the quotient


# --- rounding words

@case("wp6-015", "rounding", "answer", "Three friends split a restaurant bill of $47.50 equally. How much does each "
      "friend pay, rounded to the nearest cent? The answer is $15.83.", "15.83", True)
def _():
    return round_half_away(F("47.50") / 3, F(1, 100))  # 15.83


@case("wp6-016", "rounding", "answer", "A runner covered 26 miles in 3 hours. What was her average speed in miles per "
      "hour, rounded to the nearest whole number? The answer is 8.", "8", False)
def _():
    return round_half_away(F(26) / 3, F(1))  # 9; the claim truncates


# --- the rest / parts of a whole

@case("wp6-017", "rest", "answer", "In a class of 32 students, 1/4 of the students walk to school, 3/8 ride bikes, "
      "and the rest come by bus. How many students come by bus? The answer is 12.", "12", True)
def _():
    return 32 - F(1, 4) * 32 - F(3, 8) * 32  # 12


@case("wp6-018", "rest", "answer", "Of the 25 students in a class, 60% passed the spelling test. How many students "
      "did not pass? The answer is 10.", "10", True)
def _():
    return 25 - F(60, 100) * 25  # 10


@case("wp6-019", "fraction-left", "answer", "Rosa baked 36 cupcakes. She sold 2/3 of them at a fair. How many cupcakes "
      "does she have left? The answer is 12.", "12", True)
def _():
    return 36 - F(2, 3) * 36  # 12


# --- weighted averages
@case("wp6-020", "weighted-average", "answer", "In a math class, 12 students scored an average of 80 on a test and "
      "18 students scored an average of 90. What was the average score of the whole class? The answer is 86.", "86", True)
def _():
    return (F(12) * 80 + 18 * 90) / (12 + 18)  # 86


@case("wp6-021", "weighted-average", "answer", "A company has 10 workers in one team who earn an average of $600 a "
      "week and 30 workers in another team who earn an average of $800 a week. What is the average weekly pay of all "
      "40 workers? The answer is $700.", "700", False)
def _():
    return (F(10) * 600 + 30 * 800) / 40  # 750; the claim is the mean of the means


# --- percent of a remainder, percent problems

@case("wp6-022", "percent-remainder", "answer", "Hana had $400. She spent $150 on a jacket and then spent 20% of the "
      "remaining money on shoes. How much money does she have left? The answer is $200.", "200", True)
def _():
    rest = F(400) - 150
    return rest - F(20, 100) * rest  # 200


@case("wp6-023", "percent-remainder", "answer", "Leo earned $900 last month. He paid $300 in rent and put 25% of the "
      "remaining money into savings. How much did he put into savings? The answer is $225.", "225", False)
def _():
    return F(25, 100) * (F(900) - 300)  # 150; the claim takes 25% of the whole


@case("wp6-024", "percent", "answer", "A jacket costs $80 and is on sale for 25% off. What is the sale price? "
      "The answer is $60.", "60", True)
def _():
    return F(80) * (1 - F(25, 100))  # 60


@case("wp6-025", "percent", "answer", "A lamp costs $120. It is discounted by 15%, and then a 10% sales tax is added "
      "to the discounted price. What is the final price? The answer is $112.20.", "112.20", True)
def _():
    return F(120) * (1 - F(15, 100)) * (1 + F(10, 100))  # 112.2


@case("wp6-026", "percent-change", "answer", "The price of a bike rose from $250 to $290. By what percent did the price "
      "increase? The answer is 16%.", "16", True)
def _():
    return (F(290) - 250) / 250 * 100  # 16


@case("wp6-027", "percent", "answer", "A basket has 12 red apples, 18 green apples and 10 yellow apples. What percent "
      "of the apples are green? The answer is 45%.", "45", True)
def _():
    return F(18) / (12 + 18 + 10) * 100  # 45


# --- rates / per
@case("wp6-028", "rate", "answer", "Sofia is 17 and earns $14 per hour at a bookstore. She works 6 hours a day for "
      "5 days. How much does she earn? The answer is $420.", "420", True, distractor=True)
def _():
    return F(14) * 6 * 5  # 420 (her age is not used)


@case("wp6-029", "rate", "answer", "Oranges are sold at 4 for $3. How much do 20 oranges cost? The answer is $15.",
      "15", True)
def _():
    return F(3, 4) * 20  # 15


@case("wp6-030", "rate", "answer", "An empty water tank fills at 8 liters per minute. How many liters are in the tank "
      "after 2 hours? The answer is 16.", "16", False)
def _():
    return F(8) * 2 * 60  # 960; the claim forgets hours → minutes


# --- unit changes
@case("wp6-031", "units", "answer", "A ribbon is 3.5 meters long. How long is the ribbon in centimeters? "
      "The answer is 350.", "350", True)
def _():
    return F("3.5") * 100  # 350


@case("wp6-032", "units", "answer", "A bag of rice weighs 2.4 kilograms. Chen uses 650 grams of it. How many grams of "
      "rice are left in the bag? The answer is 1,750.", "1750", True)
def _():
    return F("2.4") * 1000 - 650  # 1750


@case("wp6-033", "units", "answer", "A movie lasts 2 hours and 15 minutes. How many minutes long is the movie? "
      "The answer is 215.", "215", False)
def _():
    return F(2) * 60 + 15  # 135; the claim reads 2:15 as 215


# --- clock times

@case("wp6-034", "clock", "answer", "A train leaves at 9:40 am and arrives at 1:15 pm. How many minutes does the trip "
      "take? The answer is 215.", "215", True)
def _():
    return F((13 * 60 + 15) - (9 * 60 + 40))  # 215


@case("wp6-035", "clock", "answer", "Nadia started baking at 10:50 am and finished at 12:20 pm. How many minutes did "
      "the baking take? The answer is 130.", "130", False)
def _():
    return F((12 * 60 + 20) - (10 * 60 + 50))  # 90; the claim subtracts 1050 from 1220 as numbers


@case("wp6-036", "clock", "answer", "A night shift starts at 10:00 pm and ends at 6:30 am the next morning. How many "
      "hours long is the shift? The answer is 8.5.", "8.5", True)
def _():
    return F((24 * 60 + 6 * 60 + 30) - (22 * 60), 60)  # 8.5


# --- ages
@case("wp6-037", "ages", "answer", "Omar is 3 times as old as his daughter. His daughter is 12 years old. How old is "
      "Omar? The answer is 36.", "36", True)
def _():
    return F(3) * 12  # 36


@case("wp6-038", "ages", "answer", "Ben is 14 years old and his father is 41. How old will his father be when Ben is "
      "20? The answer is 61.", "61", False)
def _():
    return F(41) + (20 - 14)  # 47; the claim adds Ben's future age


@case("wp6-039", "ages", "answer", "In 5 years, Lucia will be 17 years old. How old was she 3 years ago? "
      "The answer is 9.", "9", True)
def _():
    return F(17) - 5 - 3  # 9


# --- comparisons
@case("wp6-040", "comparison", "answer", "Elena has 16 stamps. Jorge has twice as many stamps as Elena. How many stamps "
      "do they have together? The answer is 48.", "48", True)
def _():
    return F(16) + 2 * 16  # 48


@case("wp6-041", "comparison", "answer", "Aisha baked 48 cookies. Her sister baked 6 fewer than half as many cookies "
      "as Aisha. How many cookies did her sister bake? The answer is 18.", "18", True)
def _():
    return F(48) / 2 - 6  # 18


# --- money and change
@case("wp6-042", "change", "answer", "Diego buys 3 notebooks at $2.75 each and a pen for $1.40. He pays with a $20 bill. "
      "How much change does he get? The answer is $10.35.", "10.35", True)
def _():
    return F(20) - (3 * F("2.75") + F("1.40"))  # 10.35


@case("wp6-043", "change", "answer", "A movie ticket costs $11.50 and a bucket of popcorn costs $6.25. Grace buys 2 "
      "tickets and 1 bucket of popcorn and pays with a $50 bill. How much change should she receive? "
      "The answer is $32.25.", "32.25", False)
def _():
    return F(50) - (2 * F("11.50") + F("6.25"))  # 20.75; the claim pays for one ticket


# --- interest
@case("wp6-044", "interest", "answer", "Tariq deposits $2,000 in a savings account that pays 4% simple interest per "
      "year. How much interest does he earn in 3 years? The answer is $240.", "240", True)
def _():
    return F(2000) * F(4, 100) * 3  # 240


@case("wp6-045", "interest", "answer", "Maya invests $5,000 at 6% interest compounded annually. How much money will "
      "she have after 2 years? The answer is $5,618.", "5618", True)
def _():
    return F(5000) * (1 + F(6, 100)) ** 2  # 5618


@case("wp6-046", "interest", "answer", "A bank account holds $1,000 that earns 10% interest compounded yearly. How much "
      "is in the account after 3 years? The answer is $1,300.", "1300", False)
def _():
    return F(1000) * (1 + F(10, 100)) ** 3  # 1331; the claim uses simple interest


# --- ordinary problems the docs do not name
@case("wp6-047", "purchase", "answer", "Jamal buys 4 shirts for $18 each and 2 pairs of jeans for $35 each. How much "
      "does he spend in all? The answer is $142.", "142", True, covered=False)
def _():
    return F(4) * 18 + 2 * 35  # 142


@case("wp6-048", "sharing", "answer", "Five friends collected 135 seashells and divided them equally. How many "
      "seashells did each friend get? The answer is 25.", "25", False, covered=False)
def _():
    return F(135) / 5  # 27


@case("wp6-049", "geometry", "answer", "A rectangular garden is 14 meters long and 9 meters wide. What is its area in "
      "square meters? The answer is 126.", "126", True, covered=False)
def _():
    return F(14) * 9  # 126


@case("wp6-050", "geometry", "answer", "A rectangular playground is 40 feet long and 25 feet wide. How many feet of "
      "fencing are needed to go around it? The answer is 1,000.", "1000", False, covered=False)
def _():
    return 2 * (F(40) + 25)  # 130; the claim is the area


@case("wp6-051", "geometry", "answer", "A room is 5 meters long and 4 meters wide. Carpet costs $12 per square meter. "
      "How much does it cost to carpet the whole floor? The answer is $240.", "240", True, covered=False)
def _():
    return F(5) * 4 * 12  # 240


@case("wp6-052", "geometry", "answer", "A triangle has a base of 10 centimeters and a height of 6 centimeters. What is "
      "its area in square centimeters? The answer is 30.", "30", True, covered=False)
def _():
    return F(1, 2) * 10 * 6  # 30


@case("wp6-053", "speed", "answer", "A cyclist rides at 18 kilometers per hour for 2.5 hours. How far does she ride? "
      "The answer is 45 kilometers.", "45", True, covered=False)
def _():
    return F(18) * F("2.5")  # 45


@case("wp6-054", "speed", "answer", "A bus travels at 60 miles per hour for 2 hours and then at 45 miles per hour for "
      "3 hours. How many miles does it travel in total? The answer is 210.", "210", False, covered=False)
def _():
    return F(60) * 2 + 45 * 3  # 255; the claim uses 2 hours for both legs


@case("wp6-055", "speed", "answer", "Hiro walks 6 kilometers in 90 minutes. What is his speed in kilometers per hour? "
      "The answer is 4.", "4", True, covered=False)
def _():
    return F(6) / (F(90) / 60)  # 4


@case("wp6-056", "recipe", "answer", "A recipe uses 3 cups of flour to make 24 cookies. How many cups of flour are "
      "needed to make 40 cookies? The answer is 5.", "5", True, covered=False)
def _():
    return F(3) / 24 * 40  # 5


@case("wp6-057", "recipe", "answer", "A soup recipe for 4 people calls for 600 grams of potatoes. How many grams of "
      "potatoes are needed for 10 people? The answer is 1,200.", "1200", False, covered=False)
def _():
    return F(600) / 4 * 10  # 1500; the claim doubles


@case("wp6-058", "ages", "answer", "Mateo is 8 years older than his sister. The sum of their ages is 30. How old is "
      "Mateo? The answer is 19.", "19", True, covered=False)
def _():
    sister = (F(30) - 8) / 2  # 11
    return sister + 8  # 19


# --- distractors
@case("wp6-059", "distractor", "answer", "Olivia is 11 years old and has 45 marbles. She gives 12 marbles to her cousin "
      "and 8 marbles to her neighbor. How many marbles does Olivia have now? The answer is 25.", "25", True, distractor=True)
def _():
    return F(45) - 12 - 8  # 25 (her age is not used)


@case("wp6-060", "distractor", "answer", "A store has 3 aisles of soup. It received 240 cans of soup and sold 175 of "
      "them in the first week. How many cans of soup are left? The answer is 65.", "65", True, distractor=True)
def _():
    return F(240) - 175  # 65 (the aisles are not used)


@case("wp6-061", "distractor", "answer", "Jonas drives 42 miles to work each day in his 5-seat car. Gas costs $3 per "
      "gallon. How many miles does he drive to work in 5 days? The answer is 630.", "630", False, distractor=True)
def _():
    return F(42) * 5  # 210 (gas price not used); the claim multiplies by $3 too


# --- closing-sentence form
@case("wp6-062", "events", "closing", "Kenji had 52 stickers. He gave 9 stickers to his sister and then bought 15 more "
      "stickers. So he has 58 stickers now.", "58", True)
def _():
    return F(52) - 9 + 15  # 58


@case("wp6-063", "rate", "closing", "Amara saved $35 each week for 8 weeks. Then she spent $95 on a gift. So she has "
      "$185 left.", "185", True)
def _():
    return F(35) * 8 - 95  # 185


@case("wp6-064", "events", "closing", "A library had 420 books on its shelves. It lent out 135 books on Monday and 88 "
      "books on Tuesday. On Wednesday, 40 of the lent books were returned to the shelves. So the library has 197 books "
      "on its shelves now.", "197", False)
def _():
    return F(420) - 135 - 88 + 40  # 237; the claim skips the returns


@case("wp6-065", "comparison", "closing", "A farmer has 27 cows and twice as many sheep as cows. So he has 81 sheep.",
      "81", False)
def _():
    return F(2) * 27  # 54; the claim is cows plus sheep


@case("wp6-066", "full-floor", "closing", "A baker has 100 muffins and puts 6 muffins in each box. So she can fill "
      "16 boxes.", "16", True)
def _():
    return floor(F(100) / 6)  # 16


@case("wp6-067", "sharing", "closing", "Four roommates split a monthly rent of $1,860 equally. So each roommate pays "
      "$465.", "465", True, covered=False)
def _():
    return F(1860) / 4  # 465


# --- "What is …? The answer is …" one-liners
@case("wp6-068", "one-liner", "what-is", "What is 15% of 240? The answer is 36.", "36", True)
def _():
    return F(15, 100) * 240  # 36


@case("wp6-069", "one-liner", "what-is", "What is the average of 72, 85 and 93? The answer is 83.", "83", False)
def _():
    return (F(72) + 85 + 93) / 3  # 250/3


@case("wp6-070", "one-liner", "what-is", "What is 1,250 minus 3 times 350? The answer is 200.", "200", True)
def _():
    return F(1250) - 3 * 350  # 200


def main():
    check_only = "--check" in sys.argv
    committed = {}
    if os.path.exists(OUT):
        with open(OUT) as f:
            committed = {c["id"]: c for c in json.load(f)["cases"]}
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)), "duplicate id"
    out, bad = [], []
    for c in CASES:
        ans = c["solve"]()
        truth = ans == c["claim"]
        if truth != c["expected"]:
            bad.append(f"{c['id']}: worked answer {ans} vs claim {c['claim']}: label {c['expected']} is wrong")
        rec = dict(id=c["id"], category=c["category"], form=c["form"], covered_by_docs=c["covered"],
                   distractor=c["distractor"], query=c["query"], claim=str(c["claim"]),
                   answer=str(ans), answer_decimal=float(ans), claim_true=truth)
        if c["id"] in committed and committed[c["id"]].get("claim_true") != truth:
            bad.append(f"{c['id']}: committed label {committed[c['id']].get('claim_true')} disagrees with oracle {truth}")
        out.append(rec)
    if bad:
        print("\n".join(bad))
        sys.exit(1)
    n_true = sum(r["claim_true"] for r in out)
    print(f"{len(out)} cases, {n_true} true claims, {len(out) - n_true} false claims")
    if not check_only:
        with open(OUT, "w") as f:
            json.dump({"set": "word-problems/round-6", "cases": out}, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Oracle for the word-problem held-out set, round 7.

Every problem has a worked solution written in exact arithmetic (fractions.Fraction, floor/ceil, round half away
from zero). A claim is true iff it equals the worked answer exactly.

  python3 oracle.py           check cases.json against the worked solutions (exit 1 on any disagreement)
  python3 oracle.py --write   (re)generate cases.json from this file
"""
import json
import math
import sys
from fractions import Fraction as F
from pathlib import Path


def floor(x):
    return F(math.floor(F(x)))


def ceil(x):
    return F(math.ceil(F(x)))


def rnd(x, step):
    """Round x to a multiple of step, half away from zero."""
    q = F(x) / F(step)
    n = math.floor(abs(q) + F(1, 2))
    return F(n if q >= 0 else -n) * F(step)


def minutes(h, m, pm):
    return (h % 12 + (12 if pm else 0)) * 60 + m


# (id, category, form, query, claim as written, worked answer)
# form: "claim" = "<story> <question> The answer is <claim>."; "closing" = a closing sentence states the result;
#       "oneliner" = "What is ...? The answer is ...".
C = []


def case(cid, cat, form, query, claim, answer):
    C.append(dict(id=cid, category=cat, form=form, query=query, claim=claim, answer=F(answer)))


# --- how many more / fewer -------------------------------------------------------------------------------------
case("m2", "more-fewer", "claim",
     "A bakery sold 146 bagels on Saturday and 98 bagels on Sunday. How many fewer bagels did it sell on Sunday than on Saturday? The answer is 48.",
     "48", F(146) - 98)
case("m3", "more-fewer", "claim",
     "In a choir of 60 singers, 35% are tenors and the rest are sopranos. How many more sopranos than tenors are there? The answer is 21.",
     "21", (60 - F(35, 100) * 60) - F(35, 100) * 60)  # 39 - 21 = 18; 21 is the tenors (the other group)
case("m4", "more-fewer", "claim",
     "Marcus needs 2,000 stamps for his album. He already has 4 sheets of 320 stamps. How many more stamps does he need? The answer is 720.",
     "720", F(2000) - 4 * 320)
case("m5", "more-fewer", "claim",
     "Joel has 42 stickers. Ines has 3 times as many stickers as Joel. How many more stickers does Ines have than Joel? The answer is 126.",
     "126", 3 * F(42) - 42)  # 84; 126 is Ines's total
case("m6", "more-fewer", "closing",
     "A library has 412 fiction books and 279 nonfiction books. So it has 133 more fiction books than nonfiction books.",
     "133", F(412) - 279)

# --- how many full (floor) ---------------------------------------------------------------------------------------
case("f1", "full-floor", "claim",
     "An orchard picked 200 apples. The apples are packed in crates of 12. How many full crates can be packed? The answer is 16.",
     "16", floor(F(200, 12)))
case("f2", "full-floor", "claim",
     "Lena has 75 meters of ribbon and cuts it into pieces that are 4 meters long. How many complete pieces does she get? The answer is 19.",
     "19", floor(F(75, 4)))  # 18; 19 is the ceiling
case("f3", "full-floor", "claim",
     "Omar has $50 and wants to buy notebooks that cost $3 each. How many notebooks can he buy? The answer is 16.",
     "16", floor(F(50, 3)))

# --- how many needed (ceil) --------------------------------------------------------------------------------------
case("n1", "needed-ceil", "closing",
     "A school trip has 230 students. Each bus holds 48 students. So 5 buses are needed.",
     "5", ceil(F(230, 48)))
case("n2", "needed-ceil", "claim",
     "Sofia is reading a book of 310 pages. She reads 25 pages a day. How many days does she need to finish the book? The answer is 12.",
     "12", ceil(F(310, 25)))  # 13; 12 is the floor
case("n4", "needed-ceil", "claim",
     "Each table at a wedding seats 8 guests. There are 150 guests. How many tables are needed so that every guest has a seat? The answer is 19.",
     "19", ceil(F(150, 8)))

# --- left over (remainder) ---------------------------------------------------------------------------------------
case("l2", "left-over", "claim",
     "Jamal has 275 marbles and puts as many as possible into bags of 12. How many marbles are left over? The answer is 22.",
     "22", F(275 % 12))  # 11; 22 is the quotient
case("l3", "left-over", "closing",
     "A florist has 87 roses and makes bouquets of 6 roses each. She makes as many bouquets as possible. So 3 roses are left over.",
     "3", F(87 % 6))
case("l4", "left-over", "claim",
     "There are 53 cookies shared equally among 7 children, and each child gets as many whole cookies as possible. How many cookies are left over? The answer is 4.",
     "4", F(53 % 7))

# --- rounding words ----------------------------------------------------------------------------------------------
case("r1", "rounding", "claim",
     "Three friends split a restaurant bill of $47.50 equally. How much does each friend pay, rounded to the nearest cent? The answer is $15.83.",
     "15.83", rnd(F("47.50") / 3, F(1, 100)))
case("r2", "rounding", "claim",
     "A car travels 350 kilometers on 27 liters of fuel. How many kilometers does it travel per liter, rounded to the nearest tenth? The answer is 13.0.",
     "13.0", rnd(F(350, 27), F(1, 10)))
case("r3", "rounding", "claim",
     "A box of 7 pens costs $9.95. What is the price of one pen, rounded to the nearest cent? The answer is $1.43.",
     "1.43", rnd(F("9.95") / 7, F(1, 100)))  # 1.42; 1.43 rounds up

# --- the rest / remaining ----------------------------------------------------------------------------------------
case("s1", "rest-remaining", "claim",
     "A class has 32 students. 1/4 of them walk to school, 12 ride the bus and the rest come by car. How many students come by car? The answer is 12.",
     "12", F(32) - F(1, 4) * 32 - 12)
case("s3", "rest-remaining", "claim",
     "Tara had 90 stickers. She gave 25 to her sister and 18 to a friend. How many stickers does she have left? The answer is 65.",
     "65", F(90) - 25 - 18)  # 47; 65 skips the second gift
case("s4", "rest-remaining", "closing",
     "A pizza was cut into 16 slices. Ben ate 3 slices, Ava ate 5 slices and the rest were saved for later. So 8 slices were saved for later.",
     "8", F(16) - 3 - 5)

# --- weighted averages over groups -------------------------------------------------------------------------------
case("w1", "weighted-average", "claim",
     "In a class, 12 girls had an average score of 84 and 18 boys had an average score of 79. What was the average score of all 30 students? The answer is 81.",
     "81", (12 * F(84) + 18 * 79) / 30)
case("w2", "weighted-average", "claim",
     "One group of 10 runners averaged 42 minutes and another group of 30 runners averaged 50 minutes. What was the average time of all 40 runners? The answer is 46.",
     "46", (10 * F(42) + 30 * 50) / 40)  # 48; 46 is the mean of the means
case("w3", "weighted-average", "claim",
     "A shop sold 20 shirts at an average price of $15 and 5 jackets at an average price of $40. What was the average price of the 25 items sold? The answer is $20.",
     "20", (20 * F(15) + 5 * 40) / 25)

# --- percent of a remainder --------------------------------------------------------------------------------------
case("p1", "percent-of-remainder", "claim",
     "Nadia earned $800. She spent 25% of it on rent and then 40% of the remaining money on food. How much did she spend on food? The answer is $240.",
     "240", F(40, 100) * (800 - F(25, 100) * 800))
case("p2", "percent-of-remainder", "claim",
     "A store had 500 shirts. It sold 30% of them on Monday and 20% of the remaining shirts on Tuesday. How many shirts were sold on Tuesday? The answer is 100.",
     "100", F(20, 100) * (500 - F(30, 100) * 500))  # 70; 100 is 20% of the first amount
case("p3", "percent-of-remainder", "closing",
     "Felix had $60. He spent 1/3 of his money on a game and then 50% of the remaining money on lunch. So Felix has $20 left.",
     "20", (60 - F(1, 3) * 60) * (1 - F(50, 100)))

# --- rates / per -------------------------------------------------------------------------------------------------
case("t1", "rate", "claim",
     "Maya earns $16 per hour. She works 6 hours a day for 5 days. How much does she earn? The answer is $480.",
     "480", F(16) * 6 * 5)
case("t2", "rate", "claim",
     "A machine fills 36 bottles per minute. How many bottles does it fill in 25 minutes? The answer is 900.",
     "900", F(36) * 25)
case("t3", "rate", "claim",
     "A leaking pipe loses 5 liters every hour. How many liters does it lose in 3 days? The answer is 15.",
     "15", F(5) * 24 * 3)  # 360; 15 forgets the hours in a day

# --- unit changes ------------------------------------------------------------------------------------------------
case("u2", "units", "claim",
     "A bag of rice weighs 2.4 kilograms. Chen uses 650 grams of it. How many grams of rice are left? The answer is 1750.",
     "1750", F("2.4") * 1000 - 650)
case("u3", "units", "claim",
     "A movie lasts 135 minutes. How long is the movie in hours? The answer is 2.35.",
     "2.35", F(135, 60))  # 2.25; 2.35 reads 2 h 15 min as a decimal slip
case("u4", "units", "claim",
     "Ella walks 750 meters to school and 750 meters back each day. How many kilometers does she walk in 5 school days? The answer is 7.5.",
     "7.5", (F(750) + 750) * 5 / 1000)

# --- clock times -------------------------------------------------------------------------------------------------
case("c1", "clock", "claim",
     "A train leaves at 9:45 am and arrives at 1:20 pm. How long is the trip in minutes? The answer is 215.",
     "215", F(minutes(1, 20, True) - minutes(9, 45, False)))
case("c2", "clock", "closing",
     "A movie starts at 7:50 pm and ends at 10:05 pm. So the movie is 125 minutes long.",
     "125", F(minutes(10, 5, True) - minutes(7, 50, True)))  # 135
case("c3", "clock", "claim",
     "Hana started baking at 11:40 am and finished at 2:15 pm. How long did she bake, in minutes? The answer is 155.",
     "155", F(minutes(2, 15, True) - minutes(11, 40, False)))

# --- ages --------------------------------------------------------------------------------------------------------
case("a1", "ages", "claim",
     "Ravi is 12 years old. His mother is 3 times as old as Ravi. How old will his mother be in 5 years? The answer is 41.",
     "41", 3 * F(12) + 5)
case("a2", "ages", "claim",
     "Lucy is 8 years old. Her aunt is 5 years older than twice Lucy's age. How old is her aunt? The answer is 21.",
     "21", 2 * F(8) + 5)
case("a3", "ages", "claim",
     "In 4 years, Sam will be 19 years old. His sister is 6 years younger than Sam. How old is his sister now? The answer is 13.",
     "13", F(19) - 4 - 6)  # 9; 13 uses Sam's future age

# --- comparisons "twice as many" ---------------------------------------------------------------------------------
case("k1", "comparison", "closing",
     "Nora has 18 seashells. Her cousin Pia has twice as many seashells as Nora. So Pia has 36 seashells.",
     "36", 2 * F(18))
case("k2", "comparison", "claim",
     "A farmer has 24 cows and half as many horses. How many animals does he have? The answer is 36.",
     "36", F(24) + F(24) / 2)
case("k3", "comparison", "claim",
     "Keisha read 15 books this summer. Andre read 4 fewer than twice as many books as Keisha. How many books did Andre read? The answer is 34.",
     "34", 2 * F(15) - 4)  # 26; 34 adds the 4

# --- money and change --------------------------------------------------------------------------------------------
case("$1", "money-change", "claim",
     "Raj buys 3 sandwiches at $4.75 each and pays with a $20 bill. How much change does he get? The answer is $5.75.",
     "5.75", 20 - 3 * F("4.75"))
case("$2", "money-change", "claim",
     "Grace buys a book for $12.40 and a pen for $2.85. She pays with a $20 bill. How much change should she receive? The answer is $5.75.",
     "5.75", 20 - F("12.40") - F("2.85"))  # 4.75
case("$3", "money-change", "claim",
     "Museum tickets cost $9 for adults and $5 for children. A family of 2 adults and 3 children visits the museum. How much do they pay for tickets? The answer is $33.",
     "33", 2 * F(9) + 3 * 5)
case("$4", "money-change", "closing",
     "Mia had $35. She bought 2 notebooks for $4 each and a backpack for $18. So she has $9 left.",
     "9", F(35) - 2 * 4 - 18)

# --- simple / compound interest ----------------------------------------------------------------------------------
case("i1", "interest", "claim",
     "Carlos deposits $2,000 in an account that pays 5% simple interest per year. How much interest does he earn in 3 years? The answer is $300.",
     "300", F(2000) * F(5, 100) * 3)
case("i2", "interest", "claim",
     "Anita invests $1,000 at 10% interest compounded yearly. How much money will she have after 2 years? The answer is $1,200.",
     "1200", F(1000) * (1 + F(10, 100)) ** 2)  # 1210; 1200 is simple interest
case("i3", "interest", "claim",
     "A loan of $5,000 has simple interest of 4% per year. What is the total amount owed after 2 years? The answer is $5,400.",
     "5400", F(5000) * (1 + F(4, 100) * 2))

# --- multi-step purchases (not named by the docs) ----------------------------------------------------------------
case("b1", "purchases", "claim",
     "Zoe buys 4 packs of markers at $3.50 each and 2 sketchbooks at $6.25 each. How much does she spend in total? The answer is $26.50.",
     "26.50", 4 * F("3.50") + 2 * F("6.25"))
case("b3", "purchases", "claim",
     "Hugo buys 5 shirts at $12 each. He gets a discount of 20% on the total. How much does he pay? The answer is $48.",
     "48", 5 * F(12) * (1 - F(20, 100)))
case("b4", "purchases", "claim",
     "Amir bought 6 bottles of juice for $1.25 each and 2 bags of chips for $2.50 each. How much did he spend? The answer is $10.",
     "10", 6 * F("1.25") + 2 * F("2.50"))  # 12.50; 10 counts one bag of chips

# --- sharing equally ---------------------------------------------------------------------------------------------
case("e1", "sharing", "closing",
     "Four friends share 132 trading cards equally. So each friend gets 33 cards.",
     "33", F(132) / 4)
case("e3", "sharing", "claim",
     "Grandma gives $250 to be shared equally among her 6 grandchildren. How much does each grandchild get, rounded to the nearest cent? The answer is $41.67.",
     "41.67", rnd(F(250) / 6, F(1, 100)))
case("e4", "sharing", "claim",
     "Five children share 3 pizzas equally. What fraction of a pizza does each child get? The answer is 5/3.",
     "5/3", F(3, 5))  # 3/5; 5/3 is the inverted quotient

# --- area / perimeter --------------------------------------------------------------------------------------------
case("g1", "area-perimeter", "claim",
     "A rectangular garden is 17 meters long and 8 meters wide. What is its perimeter? The answer is 50 meters.",
     "50", 2 * (F(17) + 8))
case("g2", "area-perimeter", "claim",
     "A rectangular kitchen floor is 6 meters long and 4.5 meters wide. Tiles cost $18 per square meter. How much does it cost to tile the whole floor? The answer is $486.",
     "486", F(6) * F("4.5") * 18)
case("g3", "area-perimeter", "claim",
     "A square patio has sides of 7 meters. What is its area? The answer is 28 square meters.",
     "28", F(7) ** 2)  # 49; 28 is the perimeter

# --- speed, distance, time ---------------------------------------------------------------------------------------
case("d2", "speed-distance-time", "claim",
     "A car travels 210 miles in 3.5 hours. What is its average speed in miles per hour? The answer is 60.",
     "60", F(210) / F("3.5"))
case("d3", "speed-distance-time", "claim",
     "A bus drives at 60 kilometers per hour for 3 hours and then at 40 kilometers per hour for 1 hour. What is its average speed for the whole trip? The answer is 50.",
     "50", (60 * F(3) + 40 * 1) / (3 + 1))  # 55; 50 is the mean of the two speeds
case("d4", "speed-distance-time", "claim",
     "A train travels 180 kilometers at 80 kilometers per hour. How many minutes does the trip take? The answer is 135.",
     "135", F(180) / 80 * 60)

# --- recipes scaled ----------------------------------------------------------------------------------------------
case("x1", "recipes", "claim",
     "A recipe for 16 cookies uses 2 cups of sugar. How many cups of sugar are needed for 40 cookies? The answer is 5.",
     "5", F(2) / 16 * 40)
case("x2", "recipes", "closing",
     "A soup recipe serves 4 people and uses 600 grams of carrots. To serve 10 people, Rosa needs 1,500 grams of carrots.",
     "1500", F(600) / 4 * 10)
case("x3", "recipes", "claim",
     "A pancake recipe calls for 2 eggs for every 8 pancakes. How many eggs are needed for 20 pancakes? The answer is 4.",
     "4", F(2) / 8 * 20)  # 5

# --- "What is ...? The answer is ..." one-liners -----------------------------------------------------------------
case("o1", "one-liner", "oneliner", "What is 35% of 240? The answer is 84.", "84", F(35, 100) * 240)
case("o2", "one-liner", "oneliner", "What is 25% of 84? The answer is 22.", "22", F(25, 100) * 84)  # 21
case("o3", "one-liner", "oneliner", "What is the remainder when 389 is divided by 16? The answer is 5.", "5", F(389 % 16))
case("o4", "one-liner", "oneliner", "What is the average of 72, 85, 90 and 93? The answer is 85.", "85", F(72 + 85 + 90 + 93, 4))

# --- distractor numbers ------------------------------------------------------------------------------------------
case("z1", "distractor", "closing",
     "Ben has 3 sisters. He has 48 baseball cards and buys 4 packs of 9 cards each. So he now has 84 cards.",
     "84", F(48) + 4 * 9)  # the sisters are a distractor
case("z3", "distractor", "claim",
     "Tim has 3 dogs and 2 cats. Each dog eats 450 grams of food a day. How many kilograms of food do the dogs eat in a week? The answer is 9.45.",
     "9.45", F(3) * 450 * 7 / 1000)  # the cats are a distractor
case("z4", "distractor", "claim",
     "The school gym is 30 meters long. Coach Rivera buys 8 basketballs for $24 each and 5 nets for $11 each. How much does he spend? The answer is $247.",
     "247", 8 * F(24) + 5 * 11)  # the gym's length is a distractor


def fstr(x):
    x = F(x)
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def build():
    out = []
    for c in C:
        claim = F(c["claim"])
        out.append(dict(id=c["id"], category=c["category"], form=c["form"], query=c["query"], claim=c["claim"],
                        answer=fstr(c["answer"]), label=(claim == c["answer"])))
    return out


def main():
    ids = [c["id"] for c in C]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for c in C:
        assert c["claim"] in c["query"].replace(",", ""), c["id"]
        assert c["query"].count(".") >= 1
    cases = build()
    path = Path(__file__).with_name("cases.json")
    if "--write" in sys.argv:
        path.write_text(json.dumps(cases, indent=2) + "\n")
        t = sum(c["label"] for c in cases)
        print(f"wrote {len(cases)} cases: {t} true, {len(cases) - t} false")
        return 0
    committed = {c["id"]: c for c in json.loads(path.read_text())}
    bad = 0
    for c in cases:
        k = committed.get(c["id"])
        if k is None or k["answer"] != c["answer"] or k["label"] != c["label"] or k["query"] != c["query"] or k["claim"] != c["claim"]:
            print("DISAGREES:", c["id"], k and (k["answer"], k["label"]), (c["answer"], c["label"]))
            bad += 1
    if len(committed) != len(cases):
        print("case count differs", len(committed), len(cases))
        bad += 1
    print(f"{len(cases)} cases checked, {bad} disagreements")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

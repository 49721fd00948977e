#!/usr/bin/env python3
"""Held-out word problems for POST /v1/verify/natural_language, with their labels.

Each problem is written here together with a small function that computes its answer from the problem text with
`fractions.Fraction` (no floats anywhere). A problem's claim is true exactly when the claimed number equals that
answer (or, for a claim written "about X", when |answer − X| is at most half a unit of X's last significant digit,
the rule docs/natural-language.md states). The functions were written from the problem text only, independently of
the service.

    python3 oracle.py            # recompute every label; fail (exit 1) when cases.json disagrees; write it when absent
    python3 oracle.py --write    # recompute and overwrite cases.json
"""
import json
import math
import os
import sys
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
PROBLEMS = []


def problem(category, text, claim, *, error=None, form="the-answer-is", hedged=False, percent=False):
    """Register a problem; `claim` is the claimed number as written (decimal text, no separators)."""

    def wrap(fn):
        PROBLEMS.append({
            "category": category,
            "query": text,
            "claim": claim,
            "form": form,
            "hedged": hedged,
            "percent": percent,
            "error": error,
            "fn": fn,
        })
        return fn

    return wrap


def floor(x):
    return F(math.floor(x))


def ceil(x):
    return F(math.ceil(x))


def round_half_up(x, places):
    q = F(10) ** places
    return F(math.floor(x * q + F(1, 2))) / q


def hedge_tolerance(claim):
    """Half a unit of the claim's last significant digit: 3.14 -> 0.005, 20 -> 5, 1000 -> 500, 7 -> 0.5."""
    s = claim.lstrip("-")
    if "." in s:
        return F(1, 2) * F(1, 10 ** len(s.split(".")[1]))
    stripped = s.rstrip("0")
    zeros = len(s) - len(stripped) if stripped else 0
    return F(1, 2) * F(10) ** zeros


# ─────────────────────────────────── the problems ───────────────────────────────────

@problem("rate", "A printer prints 18 pages per minute. How many pages does it print in 25 minutes? Answer: 450",
         "450", form="answer-colon")
def _():
    return F(18) * 25


@problem("rate", "Marcus earns $14 per hour. He works 6 hours a day for 5 days. How much does he earn in total? "
         "The answer is $84.", "84", error="forgot a step (one day only)")
def _():
    return F(14) * 6 * 5


@problem("rate", "A car travels at 52 miles per hour for 3 hours and then at 40 miles per hour for 2 hours. "
         "How many miles does it travel altogether? The answer is 276.", "276",
         error="wrong quantity ((52 + 40) × 3)")
def _():
    return F(52) * 3 + F(40) * 2


@problem("percent-of-remainder", "Lena had $240. She spent 25% of it on a jacket and then 40% of the remaining money "
         "on shoes. She has $108 left.", "108", form="closing-statement")
def _():
    rest = F(240) * (1 - F(25, 100))
    return rest * (1 - F(40, 100))


@problem("percent-of-remainder", "A farmer harvested 800 apples. He sold 30% of them at the market and gave 1/4 of "
         "the remaining apples to his neighbor. He has 360 apples left.", "360", form="closing-statement",
         error="took 1/4 of the whole instead of the remainder")
def _():
    rest = F(800) * (1 - F(30, 100))
    return rest - rest / 4


@problem("the-rest", "A library has 1,200 books. 35% of them are fiction, 420 are biographies and the rest are "
         "science books. How many science books are there? The answer is 360.", "360")
def _():
    return F(1200) - F(1200) * F(35, 100) - 420


@problem("more-fewer", "In a garden of 60 flowers, 1/3 are roses, 1/4 are tulips and the rest are daisies. How many "
         "more daisies than roses are there? The answer is 5.", "5")
def _():
    roses, tulips = F(60) / 3, F(60) / 4
    daisies = 60 - roses - tulips
    return daisies - roses


@problem("more-fewer", "There are 48 students in a chess club. 3/8 of them are beginners and the rest are advanced "
         "players. How many more advanced players than beginners are there? The answer is 30.", "30",
         error="answered the rest instead of the difference")
def _():
    beginners = F(48) * F(3, 8)
    return (48 - beginners) - beginners


@problem("weighted-average", "In one class, 12 students averaged 80 points on a test, and in another class, 18 "
         "students averaged 90 points. What was the average score of all the students? The answer is 86.", "86")
def _():
    return (F(12) * 80 + F(18) * 90) / (12 + 18)


@problem("weighted-average", "A shop sold 40 shirts at an average price of $15 and 10 jackets at an average price "
         "of $60. What was the average price of all the items sold? The answer is $37.50.", "37.50",
         error="average of the two averages")
def _():
    return (F(40) * 15 + F(10) * 60) / (40 + 10)


@problem("floor", "A bakery made 175 cookies and packs them in boxes of 8. It can fill 21 boxes completely.", "21",
         form="closing-statement")
def _():
    return floor(F(175) / 8)


@problem("floor", "Maya has 100 stickers and puts 6 stickers on each page of her album. How many pages can she fill "
         "completely? Answer: 17", "17", form="answer-colon", error="rounded up instead of down")
def _():
    return floor(F(100) / 6)


@problem("floor", "A factory has 230 liters of juice and fills bottles that hold 3 liters each. How many bottles can "
         "it fill completely? The answer is 77.", "77", error="rounded to nearest instead of down")
def _():
    return floor(F(230) / 3)


@problem("ceiling", "A school trip has 130 people. Each van holds 12 people. They need 11 vans to take everyone.",
         "11", form="closing-statement")
def _():
    return ceil(F(130) / 12)


@problem("ceiling", "There are 257 chairs to move and a truck carries 40 chairs per trip. It takes 6 trips to move "
         "all the chairs.", "6", form="closing-statement", error="rounded down instead of up")
def _():
    return ceil(F(257) / 40)


@problem("ceiling", "Each tent sleeps 4 campers. How many tents are needed for 39 campers? The answer is 10.", "10")
def _():
    return ceil(F(39) / 4)


@problem("remainder", "Oscar shares 85 marbles equally among 6 friends, giving each friend as many as possible. "
         "1 marble is left over.", "1", form="closing-statement")
def _():
    return F(85 % 6)


@problem("remainder", "A teacher has 200 pencils and gives each of her 23 students the same number of pencils, as "
         "many as possible. How many pencils are left over? The answer is 8.", "8",
         error="answered the quotient instead of the remainder")
def _():
    return F(200 % 23)


@problem("remainder", "A ribbon 5 meters long is cut into pieces of 35 centimeters each. How many centimeters of "
         "ribbon are left over after cutting as many pieces as possible? The answer is 10.", "10")
def _():
    return F((5 * 100) % 35)


@problem("more-fewer", "Ava read 124 pages. Ben read 50 pages fewer than three times the number Ava read. How many "
         "more pages did Ben read than Ava? The answer is 322.", "322",
         error="answered Ben's total instead of the difference")
def _():
    ben = F(3) * 124 - 50
    return ben - 124


@problem("more-needed", "Sofia needs 2,000 points for a prize. She has 4 game cards worth 275 points each. She needs "
         "900 more points.", "900", form="closing-statement")
def _():
    return F(2000) - F(4) * 275


@problem("more-needed", "A club wants to raise $1,500. Twelve members each raised $85. The club needs $1,020 more.",
         "1020", form="closing-statement", error="answered what was raised instead of what is missing")
def _():
    return F(1500) - F(12) * 85


@problem("money-rounding", "Three friends split a restaurant bill of $58.40 equally. How much does each friend pay, "
         "rounded to the nearest cent? The answer is $19.47.", "19.47")
def _():
    return round_half_up(F("58.40") / 3, 2)


@problem("money-rounding", "A 6-pack of juice costs $8.99. What is the price per bottle, rounded to the nearest "
         "cent? The answer is $1.49.", "1.49", error="truncated instead of rounded")
def _():
    return round_half_up(F("8.99") / 6, 2)


@problem("money-rounding", "Four coworkers share a $20.15 lunch order equally. How much does each one pay, to the "
         "nearest cent? The answer is $5.0375.", "5.0375", error="unrounded")
def _():
    return round_half_up(F("20.15") / 4, 2)


@problem("units", "A recipe needs 750 grams of flour for each cake. How many kilograms of flour are needed for 6 "
         "cakes? The answer is 4.5.", "4.5")
def _():
    return F(750) * 6 / 1000


@problem("units", "Jay runs 400 meters around a track 15 times. How many kilometers does he run? Answer: 60", "60",
         form="answer-colon", error="wrong unit conversion (divided by 100)")
def _():
    return F(400) * 15 / 1000


@problem("time", "Nina practices piano for 45 minutes every day. How many hours does she practice in 2 weeks? "
         "The answer is 10.5.", "10.5")
def _():
    return F(45) * 2 * 7 / 60


@problem("time", "A train leaves at 9:40 am and arrives at 1:15 pm on the same day. How many minutes does the trip "
         "take? The answer is 215.", "215")
def _():
    return F((13 * 60 + 15) - (9 * 60 + 40))


@problem("time", "A bus ride to the city takes 1 hour 50 minutes each way. Tom rides there and back 3 days a week. "
         "How many hours does he spend on the bus each week? The answer is 5.5.", "5.5",
         error="forgot the way back")
def _():
    return F(1 * 60 + 50) * 2 * 3 / 60


@problem("fractions", "Kim baked 36 cupcakes. She gave 2/9 of them to her sister and 1/4 of them to a neighbor. "
         "Kim kept 19 cupcakes.", "19", form="closing-statement")
def _():
    return F(36) - F(36) * F(2, 9) - F(36) / 4


@problem("fractions", "A tank holds 120 liters of water. 1/3 of the water is used on Monday and 1/2 of what remains "
         "is used on Tuesday. How many liters are left? The answer is 20.", "20",
         error="took 1/2 of the whole instead of the remainder")
def _():
    rest = F(120) - F(120) / 3
    return rest - rest / 2


@problem("multi-person", "Liam has 14 stamps. Emma has twice as many stamps as Liam, and Noah has 9 fewer stamps "
         "than Emma. Together they have 61 stamps.", "61", form="closing-statement")
def _():
    emma = F(14) * 2
    return 14 + emma + (emma - 9)


@problem("multi-person", "Priya collected 23 shells. Omar collected 17 more shells than Priya, and Zoe collected "
         "half as many shells as Omar. How many shells did they collect in total? The answer is 60.", "60",
         error="left out Priya")
def _():
    omar = F(23) + 17
    return 23 + omar + omar / 2


@problem("comparison", "A red rope is 3.6 meters long and a blue rope is 240 centimeters long. How many centimeters "
         "longer is the red rope than the blue rope? The answer is 120.", "120")
def _():
    return F("3.6") * 100 - 240


@problem("age", "Mia is 8 years old. Her mother is 4 times as old as Mia. How old will her mother be in 6 years? "
         "Answer: 32", "32", form="answer-colon", error="forgot the 6 years")
def _():
    return F(8) * 4 + 6


@problem("age", "Carlos is 3 times as old as his son, who is 11. How old was Carlos 5 years ago? The answer is 33.",
         "33", error="forgot the 5 years")
def _():
    return F(11) * 3 - 5


@problem("what-is", "What is 35% of 260? The answer is 91.", "91")
def _():
    return F(35, 100) * 260


@problem("what-is", "What is 3/5 of 145? The answer is 87.", "87")
def _():
    return F(3, 5) * 145


@problem("what-is", "What is the average of 14, 22, 9 and 31? The answer is 19.", "19")
def _():
    return F(14 + 22 + 9 + 31, 4)


@problem("what-is", "What is 18% of 450? The answer is 80.", "80", error="arithmetic slip")
def _():
    return F(18, 100) * 450


@problem("what-is", "What is 1,250 divided by 8? The answer is 156.25.", "156.25")
def _():
    return F(1250, 8)


@problem("what-is", "What is 19 less than the product of 7 and 48? The answer is 317.", "317")
def _():
    return F(7) * 48 - 19


@problem("discount", "A jacket costs $80 and is on sale for 15% off. Sales tax of 8% is added to the sale price. "
         "What is the final price? The answer is $73.44.", "73.44")
def _():
    return F(80) * (1 - F(15, 100)) * (1 + F(8, 100))


@problem("discount", "A lamp is priced at $45. It is discounted by 20%, and then the sale price is discounted by "
         "another 10%. What is the final price? The answer is $31.50.", "31.50",
         error="added the discounts (30% off)")
def _():
    return F(45) * (1 - F(20, 100)) * (1 - F(10, 100))


@problem("rate", "A machine fills 240 bottles in 8 minutes. How many bottles does it fill in 1 hour? "
         "The answer is 1,800.", "1800")
def _():
    return F(240) / 8 * 60


@problem("rate", "A faucet drips 6 milliliters of water every minute. How many liters does it drip in 3 days? "
         "The answer is 8.64.", "8.64", error="forgot the number of days")
def _():
    return F(6) * 60 * 24 * 3 / 1000


@problem("rate", "Hana cycles 18 kilometers in 45 minutes. What is her average speed in kilometers per hour? "
         "Answer: 24", "24", form="answer-colon")
def _():
    return F(18) / (F(45) / 60)


@problem("rate", "A runner covers 10 kilometers in 50 minutes. What is his average speed in kilometers per hour? "
         "The answer is 5.", "5", error="minutes per kilometer instead of km/h")
def _():
    return F(10) / (F(50) / 60)


@problem("percent", "A town had 12,500 residents. Its population grew by 8% last year. How many residents does it "
         "have now? The answer is 13,500.", "13500")
def _():
    return F(12500) * (1 + F(8, 100))


@problem("percent", "Out of 80 questions on a test, Leo answered 68 correctly. What percent of the questions did he "
         "answer correctly? The answer is 85%.", "85", percent=True)
def _():
    return F(68, 80) * 100


@problem("percent", "A class has 25 students and 7 of them are absent today. What percentage of the students are "
         "present? The answer is 28%.", "28", percent=True, error="answered the absent share")
def _():
    return F(25 - 7, 25) * 100


@problem("money-change", "Dan bought 5 notebooks at $3 each and a backpack. He spent $47 in total. The backpack cost "
         "$32.", "32", form="closing-statement")
def _():
    return F(47) - F(5) * 3


@problem("money-change", "Grace buys 3 sandwiches at $6.75 each and 2 drinks at $1.80 each. She pays with a $50 "
         "bill. How much change does she get? The answer is $27.95.", "27.95",
         error="counted one drink")
def _():
    return F(50) - F("6.75") * 3 - F("1.80") * 2


@problem("money-change", "Ivan buys 4 bags of rice at $2.35 each and pays with a $20 bill. Ivan receives $17.65 in "
         "change.", "17.65", form="closing-statement", error="forgot the quantity")
def _():
    return F(20) - F("2.35") * 4


@problem("weighted-average", "On Monday and Tuesday a store sold an average of 45 umbrellas per day. On Wednesday, "
         "Thursday and Friday it sold an average of 30 umbrellas per day. What was the average number of umbrellas "
         "sold per day over the five days? The answer is 37.5.", "37.5", error="average of the two averages")
def _():
    return (F(2) * 45 + F(3) * 30) / 5


@problem("weighted-average", "A team of 4 runners averaged 12 minutes per lap and a team of 6 runners averaged 17 "
         "minutes per lap. What is the average lap time of all the runners? The answer is 15.", "15")
def _():
    return (F(4) * 12 + F(6) * 17) / (4 + 6)


@problem("weighted-average", "Rosa scored 78, 85, 92 and 81 on her first four quizzes. What score does she need on "
         "the fifth quiz to have an average of 85 over all five quizzes? The answer is 89.", "89")
def _():
    return F(85) * 5 - (78 + 85 + 92 + 81)


@problem("floor", "Pencils cost $0.35 each. How many pencils can Abby buy with $5? The answer is 14.", "14")
def _():
    return floor(F(5) / F("0.35"))


@problem("floor", "Movie tickets cost $12 each. How many tickets can a family buy with $100? Answer: 9", "9",
         form="answer-colon", error="rounded up instead of down")
def _():
    return floor(F(100) / 12)


@problem("ceiling", "Hot dog buns come in packs of 8. How many packs must Jamal buy to have at least 50 buns? "
         "The answer is 7.", "7")
def _():
    return ceil(F(50) / 8)


@problem("ceiling", "A printer cartridge prints 350 pages. How many cartridges are needed to print 2,000 pages? "
         "The answer is 5.", "5", error="rounded down instead of up")
def _():
    return ceil(F(2000) / 350)


@problem("remainder", "Eli has $50 and buys as many $7 books as he can. He has $1 left over.", "1",
         form="closing-statement")
def _():
    return F(50 % 7)


@problem("remainder", "A worker packs 94 cans into cases of 12, filling as many cases as possible. How many cans are "
         "left over? The answer is 7.", "7", error="answered the number of full cases")
def _():
    return F(94 % 12)


@problem("more-fewer", "A school library has 850 books and a classroom library has 1/5 as many books. How many fewer "
         "books does the classroom library have? The answer is 680.", "680")
def _():
    return F(850) - F(850) / 5


@problem("more-fewer", "Kai scored 27 points. Lily scored 9 points fewer than twice Kai's score. How many more "
         "points did Lily score than Kai? Answer: 45", "45", form="answer-colon",
         error="answered Lily's score instead of the difference")
def _():
    lily = F(27) * 2 - 9
    return lily - 27


@problem("units", "A bottle holds 1.5 liters of water. How many 250-milliliter glasses can be filled from 4 bottles? "
         "The answer is 24.", "24")
def _():
    return floor(F("1.5") * 1000 * 4 / 250)


@problem("units", "A road is 3.2 kilometers long. Posts are placed every 80 meters along the road, with a post at "
         "each end. How many posts are there? The answer is 40.", "40", error="forgot the post at the start")
def _():
    return F("3.2") * 1000 / 80 + 1


@problem("time", "Sam goes to sleep at 9:30 pm and wakes up at 6:15 am. How many hours does he sleep? "
         "The answer is 8.75.", "8.75")
def _():
    return F((24 * 60 + 6 * 60 + 15) - (21 * 60 + 30), 60)


@problem("ceiling", "Olivia saves $15 each week. How many weeks will it take her to save at least $200? It will take "
         "her 14 weeks.", "14", form="closing-statement")
def _():
    return ceil(F(200) / 15)


@problem("ceiling", "Ben saves $25 each week for a $340 bike. How many weeks does he need to save before he can buy "
         "it? The answer is 13.6.", "13.6", error="unrounded (needs whole weeks)")
def _():
    return ceil(F(340) / 25)


@problem("fractions", "A pizza is cut into 12 slices. Jo eats 1/4 of the pizza and Pat eats 1/3 of the pizza. How "
         "many slices are left? Answer: 5", "5", form="answer-colon")
def _():
    return F(12) - F(12) / 4 - F(12) / 3


@problem("fractions", "Of the 90 people at a party, 2/5 are adults. 1/3 of the children are boys. How many girls are "
         "at the party? The answer is 30.", "30", error="took 1/3 of everyone")
def _():
    children = F(90) - F(90) * F(2, 5)
    return children - children / 3


@problem("percent-of-remainder", "A store had 500 T-shirts. It sold 60% of them in May and 25% of the remaining "
         "shirts in June. How many shirts were sold in June? The answer is 50.", "50")
def _():
    return F(500) * (1 - F(60, 100)) * F(25, 100)


@problem("percent-of-remainder", "A company's budget is $9,000. 40% of it goes to salaries and 50% of the remainder "
         "goes to rent. How much goes to rent? The answer is $4,500.", "4500",
         error="50% of the whole budget")
def _():
    return F(9000) * (1 - F(40, 100)) * F(50, 100)


@problem("multi-person", "Ana earned $48 babysitting. Bea earned $15 more than Ana, and Cleo earned half of what Bea "
         "earned. How much did the sisters earn together? The answer is $135.", "135",
         error="took half of Ana instead of Bea")
def _():
    bea = F(48) + 15
    return 48 + bea + bea / 2


@problem("multi-person", "Pablo has 45 baseball cards. Quinn has 12 fewer cards than Pablo, and Rosa has 3 times as "
         "many cards as Quinn. Rosa has 135 cards.", "135", form="closing-statement",
         error="used Pablo instead of Quinn")
def _():
    return (F(45) - 12) * 3


@problem("interest", "Dora puts $2,400 in an account that pays 3% simple interest per year. How much interest does "
         "she earn in 4 years? The answer is $288.", "288")
def _():
    return F(2400) * F(3, 100) * 4


@problem("interest", "Hugo deposits $1,000 in an account that earns 5% interest compounded once a year. How much "
         "money is in the account after 2 years? The answer is $1,100.", "1100", error="simple instead of compound")
def _():
    return F(1000) * (1 + F(5, 100)) ** 2


@problem("comparison", "A small box holds 24 crayons and a large box holds 64 crayons. How many more crayons are in "
         "3 large boxes than in 5 small boxes? The answer is 40.", "40", error="compared one box of each")
def _():
    return F(64) * 3 - F(24) * 5


@problem("what-is", "What is 12.5% of 368? The answer is 46.", "46")
def _():
    return F(125, 1000) * 368


@problem("what-is", "What is the total cost of 9 tickets at $13.50 each? The answer is $121.50.", "121.50")
def _():
    return F("13.50") * 9


@problem("what-is", "What is 2/3 of 250, rounded to the nearest whole number? The answer is 166.", "166",
         error="truncated instead of rounded")
def _():
    return round_half_up(F(2, 3) * 250, 0)


@problem("hedged", "If 1 mile is 1.609 kilometers, about how many kilometers is 26 miles? The answer is about 42.",
         "42", hedged=True)
def _():
    return F("1.609") * 26


@problem("hedged", "Lucy drives 320 miles on 12 gallons of gas. About how many miles does her car go per gallon? "
         "The answer is about 25.", "25", hedged=True, error="too far off for 'about 25'")
def _():
    return F(320) / 12


@problem("what-is", "What is the number of minutes in 3.5 hours? The answer is 210.", "210")
def _():
    return F("3.5") * 60


@problem("what-is", "What is 4 hours 25 minutes in minutes? The answer is 245.", "245", error="arithmetic slip")
def _():
    return F(4) * 60 + 25


@problem("money-rounding", "A 12-ounce box of cereal costs $4.19. What is the price per ounce, rounded to the "
         "nearest cent? The answer is $0.35.", "0.35")
def _():
    return round_half_up(F("4.19") / 12, 2)


# ─────────────────────────────────── labels ───────────────────────────────────

def text(x):
    """Exact decimal text when it terminates, else p/q."""
    d = x.denominator
    k = 0
    while d % 2 == 0 or d % 5 == 0:
        d //= 2 if d % 2 == 0 else 5
        k += 1
    if d != 1:
        return f"{x.numerator}/{x.denominator}"
    if x.denominator == 1:
        return str(x.numerator)
    n = abs(x.numerator) * 10 ** k // x.denominator
    s = str(n).rjust(k + 1, "0")
    return ("-" if x < 0 else "") + (s[:-k] + "." + s[-k:]).rstrip("0").rstrip(".")


def label(p):
    value = p["fn"]()
    claim = F(p["claim"])
    if p["hedged"]:
        tol = hedge_tolerance(p["claim"])
        holds = abs(value - claim) <= tol
    else:
        tol = None
        holds = value == claim
    accepted = [value] + ([value / 100] if p["percent"] else [])
    return {
        "answer": text(value),
        "answer_double": float(value),
        "accepted_values": [text(v) for v in accepted],
        "accepted_doubles": [float(v) for v in accepted],
        "claim": p["claim"],
        "claim_holds": holds,
        **({"tolerance": text(tol)} if tol is not None else {}),
    }


def main():
    cases = []
    for i, p in enumerate(PROBLEMS, 1):
        lab = label(p)
        assert p["error"] is None or not lab["claim_holds"], f"w{i:03d}: described as an error but the claim holds"
        assert p["error"] is not None or lab["claim_holds"], f"w{i:03d}: the claim does not hold but no error is named"
        cases.append({
            "id": f"w{i:03d}",
            "category": p["category"],
            "form": p["form"],
            "query": p["query"],
            **({"error": p["error"]} if p["error"] else {}),
            "label": lab,
        })
    path = os.path.join(HERE, "cases.json")
    if os.path.exists(path) and "--write" not in sys.argv:
        old = json.load(open(path, encoding="utf-8"))
        bad = [(a["id"], a["label"], b["label"]) for a, b in zip(old, cases) if a["label"] != b["label"] or a["query"] != b["query"]]
        if bad or len(old) != len(cases):
            for i, a, b in bad:
                print(f"{i}: committed {json.dumps(a)} != oracle {json.dumps(b)}")
            print(f"{len(bad)} labels disagree (or the case count changed); run with --write to replace them")
            sys.exit(1)
        print(f"{len(cases)} labels agree with cases.json")
        return
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(cases, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    true = sum(c["label"]["claim_holds"] for c in cases)
    print(f"wrote {len(cases)} problems: {true} true claims, {len(cases) - true} false claims")
    cats = {}
    for c in cases:
        cats[c["category"]] = cats.get(c["category"], 0) + 1
    print("  " + ", ".join(f"{k} {v}" for k, v in sorted(cats.items())))
    forms = {}
    for c in cases:
        forms[c["form"]] = forms.get(c["form"], 0) + 1
    print("  forms: " + ", ".join(f"{k} {v}" for k, v in sorted(forms.items())))


if __name__ == "__main__":
    main()

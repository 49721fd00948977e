"""Hand-written source of the word-problem held-out set, round 10.

Each case: id, category, form, the problem text (with the claimed answer), the claim exactly as written, the
writer's intended label (True = the claim is right) and a hand-written solution: a Python expression over exact
fractions, evaluated by oracle.py. The label recorded in cases.json is the oracle's (claim == solution value);
oracle.py stops when it disagrees with the intended label.

Forms: "question" = "<story> <How …?> The answer is N."; "what_is" = "<story> What is/was …? The answer is N.";
"closing" = the story then a closing sentence stating the result.
Helpers available to solutions: F (Fraction), floor, ceil, mod, rnd(x, step) (round half away from zero to a
multiple of step).
"""

CASES = [
    # ---------------------------------------------------------------- how many more / fewer (difference)
    dict(id="wp10-001", category="more_fewer", form="question", intended=True, claimed="19",
         query="Maya picked 48 strawberries and her brother Leo picked 29 strawberries. How many more strawberries "
               "did Maya pick than Leo? The answer is 19.",
         solution="F(48) - 29"),
    dict(id="wp10-002", category="more_fewer", form="question", intended=False, claimed="219",
         slip="sum instead of difference",
         query="A food truck sold 132 tacos on Thursday and 87 tacos on Friday. How many fewer tacos did it sell on "
               "Friday than on Thursday? The answer is 219.",
         solution="F(132) - 87"),
    dict(id="wp10-003", category="more_fewer", form="question", intended=True, claimed="108",
         query="Priya has 36 stickers. Her friend Omar has 4 times as many stickers as Priya. How many more stickers "
               "does Omar have than Priya? The answer is 108.",
         solution="4 * F(36) - 36"),
    dict(id="wp10-004", category="more_fewer", form="question", intended=True, claimed="6",
         query="A farm has 64 chickens and 18 fewer ducks than chickens. The farmer buys 12 more ducks. How many "
               "more chickens than ducks does the farm have now? The answer is 6.",
         solution="F(64) - ((64 - 18) + 12)"),
    dict(id="wp10-005", category="more_fewer", form="question", intended=False, claimed="15",
         slip="skipped step (ignores the beads used)",
         query="Ella has 25 red beads and 40 blue beads. She uses 9 blue beads to make a bracelet. How many more "
               "blue beads than red beads does she have now? The answer is 15.",
         solution="(F(40) - 9) - 25"),

    # ---------------------------------------------------------------- floor: how many full …
    dict(id="wp10-006", category="floor_full", form="question", intended=True, claimed="20",
         query="A farmer collected 247 eggs this morning. He packs them into cartons that hold 12 eggs each. How "
               "many full cartons can he fill? The answer is 20.",
         solution="floor(F(247) / 12)"),
    dict(id="wp10-007", category="floor_full", form="question", intended=False, claimed="6",
         slip="ceiling instead of floor",
         query="Nadia has $95. Concert tickets cost $18 each. How many tickets can she buy? The answer is 6.",
         solution="floor(F(95) / 18)"),
    dict(id="wp10-008", category="floor_full", form="question", intended=True, claimed="8",
         query="A rope is 12 meters long. Sam cuts it into pieces that are each 1.4 meters long. How many full "
               "pieces can he cut? The answer is 8.",
         solution="floor(F(12) / F('1.4'))"),
    dict(id="wp10-009", category="floor_full", form="question", intended=True, claimed="166",
         query="A juice factory has 500 liters of orange juice. It pours the juice into jugs that hold 3 liters "
               "each. How many jugs can be filled completely? The answer is 166.",
         solution="floor(F(500) / 3)"),
    dict(id="wp10-010", category="floor_full", form="closing", intended=True, claimed="8",
         query="Grace baked 70 cookies for the school fair. She puts 8 cookies in each gift bag. So she can fill "
               "8 full gift bags.",
         solution="floor(F(70) / 8)"),

    # ---------------------------------------------------------------- ceiling: how many … are needed
    dict(id="wp10-011", category="ceiling_needed", form="question", intended=True, claimed="4",
         query="A school is taking 158 students on a field trip. Each bus can hold 40 students. How many buses are "
               "needed? The answer is 4.",
         solution="ceil(F(158) / 40)"),
    dict(id="wp10-012", category="ceiling_needed", form="question", intended=False, claimed="9",
         slip="floor instead of ceiling",
         query="Leah is reading a novel with 230 pages. She reads 25 pages a day. How many days does she need to "
               "finish the novel? The answer is 9.",
         solution="ceil(F(230) / 25)"),
    dict(id="wp10-013", category="ceiling_needed", form="question", intended=True, claimed="9",
         query="A painter has to cover 380 square feet of wall. One can of paint covers 45 square feet. How many "
               "cans of paint does he need to buy to have enough? The answer is 9.",
         solution="ceil(F(380) / 45)"),
    dict(id="wp10-014", category="ceiling_needed", form="question", intended=True, claimed="13",
         query="Tom wants to save $450 for a new bike. He saves $35 each week. How many weeks will it take him to "
               "save at least $450? The answer is 13.",
         solution="ceil(F(450) / 35)"),

    # ---------------------------------------------------------------- remainder: left over
    dict(id="wp10-015", category="remainder", form="question", intended=True, claimed="16",
         query="A teacher has 100 pencils. She gives the same number of pencils to each of her 28 students, as many "
               "as possible. How many pencils are left over? The answer is 16.",
         solution="mod(100, 28)"),
    dict(id="wp10-016", category="remainder", form="question", intended=False, claimed="20",
         slip="quotient instead of remainder",
         query="A candy shop has 250 lollipops and packs them in bags of 12. How many lollipops are left over after "
               "filling as many bags as possible? The answer is 20.",
         solution="mod(250, 12)"),
    dict(id="wp10-017", category="remainder", form="closing", intended=True, claimed="8",
         query="Marcus has 89 baseball cards and puts them into album pages that hold 9 cards each. After filling "
               "as many pages as he can, he has 8 cards left over.",
         solution="mod(89, 9)"),
    dict(id="wp10-018", category="remainder", form="question", intended=True, claimed="4",
         query="A baker made 64 muffins and packed them into boxes of 6, filling as many boxes as she could. How "
               "many muffins were left over? The answer is 4.",
         solution="mod(64, 6)"),

    # ---------------------------------------------------------------- rounding words
    dict(id="wp10-019", category="rounding", form="question", intended=True, claimed="8.33",
         query="Three friends share the cost of a $25 pizza equally. How much does each friend pay, rounded to the "
               "nearest cent? The answer is 8.33.",
         solution="rnd(F(25) / 3, F('0.01'))"),
    dict(id="wp10-020", category="rounding", form="question", intended=True, claimed="34.4",
         query="A car used 9 gallons of gas to travel 310 miles. How many miles per gallon did it get, rounded to "
               "the nearest tenth? The answer is 34.4.",
         solution="rnd(F(310) / 9, F('0.1'))"),
    dict(id="wp10-021", category="rounding", form="what_is", intended=False, claimed="3.34",
         slip="rounded up instead of to the nearest cent",
         query="Emma paid $20 for 6 identical notebooks. What is the price of one notebook, rounded to the nearest "
               "cent? The answer is 3.34.",
         solution="rnd(F(20) / 6, F('0.01'))"),
    dict(id="wp10-022", category="rounding", form="question", intended=False, claimed="16",
         slip="truncated instead of rounded",
         query="A class of 28 students collected 465 cans for recycling. On average, how many cans did each "
               "student collect, rounded to the nearest whole number? The answer is 16.",
         solution="rnd(F(465) / 28, F(1))"),

    # ---------------------------------------------------------------- the rest / remaining
    dict(id="wp10-023", category="rest_remaining", form="closing", intended=True, claimed="13",
         query="There are 40 students in a gym class. 15 of them play soccer, 12 play basketball, and the rest "
               "play tennis. So 13 students play tennis.",
         solution="F(40) - 15 - 12"),
    dict(id="wp10-024", category="rest_remaining", form="question", intended=True, claimed="21",
         query="A box holds 60 chocolates. 2/5 of them are dark chocolates, 1/4 of them are milk chocolates, and "
               "the rest are white chocolates. How many white chocolates are in the box? The answer is 21.",
         solution="F(60) - F(2, 5) * 60 - F(1, 4) * 60"),
    dict(id="wp10-025", category="rest_remaining", form="question", intended=True, claimed="37",
         query="Sofia has 120 beads. She uses 45 beads for a necklace and 38 beads for a bracelet. How many beads "
               "does she have remaining? The answer is 37.",
         solution="F(120) - 45 - 38"),
    dict(id="wp10-026", category="rest_remaining", form="question", intended=False, claimed="200",
         slip="the named part instead of the rest",
         query="A theater sold 500 tickets for Saturday's show. 40% of the tickets were for adults and the rest "
               "were for children. How many children's tickets were sold? The answer is 200.",
         solution="F(500) - F(40, 100) * 500"),

    # ---------------------------------------------------------------- percent / fraction of a remainder
    dict(id="wp10-027", category="percent_of_rest", form="question", intended=True, claimed="360",
         query="Kevin earned $800 last month. He spent 25% of it on rent and 40% of the remaining money on "
               "groceries. How much money does he have left? The answer is 360.",
         solution="(F(800) - F(25, 100) * 800) * (1 - F(40, 100))"),
    dict(id="wp10-028", category="percent_of_rest", form="question", intended=False, claimed="100",
         slip="percent of the whole instead of the rest",
         query="A clothing store had 200 shirts. It sold 30% of them on Monday and 50% of the remaining shirts on "
               "Tuesday. How many shirts did it sell on Tuesday? The answer is 100.",
         solution="(F(200) - F(30, 100) * 200) * F(50, 100)"),
    dict(id="wp10-029", category="percent_of_rest", form="question", intended=True, claimed="25",
         query="Lina has $150. She spends 1/3 of her money on a jacket and then 1/4 of the remaining money on a "
               "scarf. How much does the scarf cost? The answer is 25.",
         solution="(F(150) - F(1, 3) * 150) * F(1, 4)"),
    dict(id="wp10-030", category="percent_of_rest", form="question", intended=True, claimed="630",
         query="A water tank holds 1,200 liters. A farmer uses 30% of the water to irrigate a field and then 25% of "
               "the remaining water for his animals. How many liters of water are left in the tank? The answer is "
               "630.",
         solution="(F(1200) - F(30, 100) * 1200) * (1 - F(25, 100))"),
    dict(id="wp10-031", category="percent_of_rest", form="question", intended=False, claimed="27",
         slip="second percent taken of the whole instead of the rest",
         query="Ben has 90 marbles. He gives 20% of them to his sister and then 50% of the rest to his cousin. How "
               "many marbles does Ben have left? The answer is 27.",
         solution="(F(90) - F(20, 100) * 90) * (1 - F(50, 100))"),

    # ---------------------------------------------------------------- weighted averages over groups
    dict(id="wp10-032", category="weighted_average", form="what_is", intended=True, claimed="81.2",
         query="In a math class, 14 boys had an average test score of 78 and 16 girls had an average test score of "
               "84. What is the average score of all 30 students? The answer is 81.2.",
         solution="(F(14) * 78 + F(16) * 84) / 30"),
    dict(id="wp10-033", category="weighted_average", form="what_is", intended=True, claimed="3",
         query="One team of 10 workers averaged 6 hours of overtime last week, and another team of 30 workers "
               "averaged 2 hours of overtime. What was the average overtime of all 40 workers, in hours? The answer "
               "is 3.",
         solution="(F(10) * 6 + F(30) * 2) / 40"),
    dict(id="wp10-034", category="weighted_average", form="question", intended=False, claimed="9.5",
         slip="mean of the means",
         query="In a basketball tournament, the 9 players of Team A averaged 12 points each and the 11 players of "
               "Team B averaged 7 points each. How many points did all 20 players average? The answer is 9.5.",
         solution="(F(9) * 12 + F(11) * 7) / 20"),
    dict(id="wp10-035", category="weighted_average", form="what_is", intended=True, claimed="78",
         query="Ms. Rivera teaches two classes. Her morning class has 25 students with an average score of 72, and "
               "her afternoon class has 15 students with an average score of 88. What is the average score of all "
               "40 students? The answer is 78.",
         solution="(F(25) * 72 + F(15) * 88) / 40"),

    # ---------------------------------------------------------------- "What is …? The answer is …"
    dict(id="wp10-036", category="what_is_form", form="what_is", intended=True, claimed="22",
         query="A notebook costs $3 and a pen costs $2. Jamie buys 4 notebooks and 5 pens for school. What is the "
               "total cost? The answer is 22.",
         solution="4 * F(3) + 5 * F(2)"),
    dict(id="wp10-037", category="what_is_form", form="what_is", intended=False, claimed="84",
         slip="area instead of perimeter",
         query="A rectangular garden is 12 meters long and 7 meters wide. What is its perimeter in meters? The "
               "answer is 84.",
         solution="2 * (F(12) + 7)"),
    dict(id="wp10-038", category="what_is_form", form="what_is", intended=True, claimed="68",
         query="A winter jacket costs $80. This week it is on sale for 15% off. What is the sale price of the "
               "jacket? The answer is 68.",
         solution="F(80) * (1 - F(15, 100))"),
    dict(id="wp10-039", category="what_is_form", form="what_is", intended=True, claimed="45",
         query="Mia is 9 years old. Her mother is 4 times as old as Mia. What is the sum of their ages? The answer "
               "is 45.",
         solution="F(9) + 4 * 9"),
    dict(id="wp10-040", category="what_is_form", form="what_is", intended=True, claimed="150",
         query="A car travels at a steady 60 miles per hour for 2.5 hours. What is the distance it travels in "
               "miles? The answer is 150.",
         solution="F(60) * F('2.5')"),

    # ---------------------------------------------------------------- multi-step purchases
    dict(id="wp10-041", category="purchases", form="question", intended=True, claimed="86",
         query="Carlos buys 3 shirts that cost $12 each and 2 pairs of jeans that cost $25 each. How much does he "
               "spend in total? The answer is 86.",
         solution="3 * F(12) + 2 * F(25)"),
    dict(id="wp10-042", category="purchases", form="question", intended=True, claimed="22",
         query="Anna buys 4 packs of markers at $3.50 per pack and a sketchbook for $8. How much money does she "
               "spend? The answer is 22.",
         solution="4 * F('3.50') + 8"),
    dict(id="wp10-043", category="purchases", form="question", intended=True, claimed="10.8",
         query="At the market, pears cost $0.75 each and plums cost $0.40 each. Rita buys 8 pears and 12 plums. How "
               "much does she pay? The answer is 10.8.",
         solution="8 * F('0.75') + 12 * F('0.40')"),
    dict(id="wp10-044", category="purchases", form="question", intended=False, claimed="50",
         slip="skipped step (popcorn counted once)",
         query="A movie ticket costs $11 and a bucket of popcorn costs $6. A family of 4 buys a ticket and a "
               "bucket of popcorn for each person. How much does the family spend? The answer is 50.",
         solution="4 * (F(11) + 6)"),

    # ---------------------------------------------------------------- money and change
    dict(id="wp10-045", category="money_change", form="question", intended=True, claimed="11.75",
         query="Jake buys a sandwich for $6.75 and a drink for $1.50. He pays with a $20 bill. How much change "
               "does he get? The answer is 11.75.",
         solution="F(20) - F('6.75') - F('1.50')"),
    dict(id="wp10-046", category="money_change", form="question", intended=False, claimed="43",
         slip="skipped step (one book instead of three)",
         query="Lucy buys 3 books at $7 each. She pays with a $50 bill. How much change should she get? The answer "
               "is 43.",
         solution="F(50) - 3 * 7"),
    dict(id="wp10-047", category="money_change", form="closing", intended=True, claimed="8.75",
         query="Olivia bought 5 cupcakes at $2.25 each and paid with a $20 bill. So she got $8.75 in change.",
         solution="F(20) - 5 * F('2.25')"),

    # ---------------------------------------------------------------- sharing
    dict(id="wp10-048", category="sharing", form="question", intended=True, claimed="18",
         query="Grandma gives $90 to be shared equally among her 3 grandchildren. Each grandchild then spends $12 "
               "on a book. How much money does each grandchild have left? The answer is 18.",
         solution="F(90) / 3 - 12"),
    dict(id="wp10-049", category="sharing", form="question", intended=False, claimed="4",
         slip="skipped step (one pizza instead of two)",
         query="A large pizza is cut into 12 slices. Three friends order 2 large pizzas and share all the slices "
               "equally. How many slices does each friend get? The answer is 4.",
         solution="F(12) * 2 / 3"),

    # ---------------------------------------------------------------- rates
    dict(id="wp10-050", category="rates", form="question", intended=True, claimed="528",
         query="A gardener earns $22 per hour. She works 6 hours a day. How much does she earn in 4 days? The "
               "answer is 528.",
         solution="F(22) * 6 * 4"),
    dict(id="wp10-051", category="rates", form="question", intended=False, claimed="30",
         slip="unit slip (hours not converted to minutes)",
         query="A pump moves 15 liters of water per minute. How many liters of water does it move in 2 hours? The "
               "answer is 30.",
         solution="F(15) * 2 * 60"),
    dict(id="wp10-052", category="rates", form="question", intended=True, claimed="40",
         query="Ben types 45 words per minute. How many minutes will it take him to type an essay of 1,800 words? "
               "The answer is 40.",
         solution="F(1800) / 45"),

    # ---------------------------------------------------------------- ages
    dict(id="wp10-053", category="ages", form="question", intended=True, claimed="41",
         query="Liam is 12 years old. His father is 3 times as old as Liam. How old will his father be in 5 years? "
               "The answer is 41.",
         solution="3 * F(12) + 5"),
    dict(id="wp10-054", category="ages", form="question", intended=False, claimed="27",
         slip="added the years ago instead of subtracting",
         query="Nora is 8 years older than her brother. Her brother is 15 years old. How old was Nora 4 years ago? "
               "The answer is 27.",
         solution="F(15) + 8 - 4"),
    dict(id="wp10-055", category="ages", form="closing", intended=True, claimed="20",
         query="Zoe is twice as old as her cousin Max. Max is 7 years old. So in 6 years Zoe will be 20 years old.",
         solution="2 * F(7) + 6"),

    # ---------------------------------------------------------------- area and perimeter
    dict(id="wp10-056", category="area", form="question", intended=True, claimed="405",
         query="A rectangular kitchen floor is 6 meters long and 4.5 meters wide. Tiles cost $15 per square meter. "
               "How much will it cost to tile the floor? The answer is 405.",
         solution="F(6) * F('4.5') * 15"),
    dict(id="wp10-057", category="area", form="question", intended=False, claimed="625",
         slip="area instead of perimeter",
         query="Each side of a square playground is 25 meters long. How many meters of fencing are needed to go "
               "all the way around it? The answer is 625.",
         solution="4 * F(25)"),
    dict(id="wp10-058", category="area", form="question", intended=True, claimed="21",
         query="A rectangular patio is 6 meters long and 3.5 meters wide. How many square meters of stone are "
               "needed to cover it? The answer is 21.",
         solution="F(6) * F('3.5')"),

    # ---------------------------------------------------------------- speed, distance, time
    dict(id="wp10-059", category="speed_time", form="what_is", intended=True, claimed="24",
         query="A cyclist rides 36 kilometers in 1.5 hours. What is her average speed in kilometers per hour? The "
               "answer is 24.",
         solution="F(36) / F('1.5')"),
    dict(id="wp10-060", category="speed_time", form="question", intended=True, claimed="3",
         query="A train travels 270 kilometers at 90 kilometers per hour. How long does the trip take, in hours? "
               "The answer is 3.",
         solution="F(270) / 90"),
    dict(id="wp10-061", category="speed_time", form="what_is", intended=False, claimed="70",
         slip="mean of the two speeds",
         query="A truck drives at 60 kilometers per hour for 3 hours and then at 80 kilometers per hour for 1 hour. "
               "What is its average speed for the whole trip in kilometers per hour? The answer is 70.",
         solution="(F(60) * 3 + F(80) * 1) / (3 + 1)"),

    # ---------------------------------------------------------------- recipes scaled
    dict(id="wp10-062", category="recipes", form="question", intended=True, claimed="6.25",
         query="A cookie recipe uses 2.5 cups of flour for 20 cookies. How many cups of flour are needed for 50 "
               "cookies? The answer is 6.25.",
         solution="F('2.5') / 20 * 50"),
    dict(id="wp10-063", category="recipes", form="question", intended=False, claimed="27",
         slip="inverted ratio",
         query="Mateo uses 4 lemons to make 6 glasses of lemonade. How many lemons does he need to make 18 glasses "
               "of lemonade? The answer is 27.",
         solution="F(4) / 6 * 18"),
    dict(id="wp10-064", category="recipes", form="question", intended=False, claimed="1500",
         slip="unit slip (grams instead of kilograms)",
         query="A soup recipe that serves 4 people uses 600 grams of potatoes. How many kilograms of potatoes are "
               "needed to serve 10 people? The answer is 1500.",
         solution="F(600) / 4 * 10 / 1000"),

    # ---------------------------------------------------------------- clock time
    dict(id="wp10-065", category="clock_time", form="question", intended=True, claimed="215",
         query="A train leaves the station at 9:40 am and arrives at 1:15 pm. How many minutes does the trip take? "
               "The answer is 215.",
         solution="(13 * 60 + 15) - (9 * 60 + 40)"),
    dict(id="wp10-066", category="clock_time", form="question", intended=False, claimed="165",
         slip="borrowing slip in minutes",
         query="A movie starts at 7:45 pm and ends at 10:10 pm. How long is the movie in minutes? The answer is 165.",
         solution="(22 * 60 + 10) - (19 * 60 + 45)"),
    dict(id="wp10-067", category="clock_time", form="question", intended=True, claimed="7.75",
         query="A nurse's night shift starts at 10:30 pm and ends at 6:15 am. How many hours long is the shift? The "
               "answer is 7.75.",
         solution="F((24 * 60 + 6 * 60 + 15) - (22 * 60 + 30), 60)"),

    # ---------------------------------------------------------------- distractor numbers
    dict(id="wp10-068", category="distractor", form="question", intended=True, claimed="15",
         query="Peter has 3 sisters. He buys 24 apples at the market and gives 9 of them to his neighbor. How many "
               "apples does he have left? The answer is 15.",
         solution="F(24) - 9"),
    dict(id="wp10-069", category="distractor", form="question", intended=True, claimed="25",
         query="A city bus with 48 seats leaves the depot carrying 30 passengers. At the first stop, 12 passengers "
               "get off and 7 passengers get on. How many passengers are on the bus now? The answer is 25.",
         solution="F(30) - 12 + 7"),
    dict(id="wp10-070", category="distractor", form="question", intended=False, claimed="44",
         slip="added the distractor (tank size)",
         query="Dan keeps 12 fish in a 30-gallon aquarium. He buys 5 more fish and later gives 3 fish to his "
               "friend. How many fish does Dan have now? The answer is 44.",
         solution="F(12) + 5 - 3"),
]

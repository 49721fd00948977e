import { describe, expect, it } from 'vitest';
import { verifyFact } from './verify-fact.ts';

/**
 * The ways a claim contradicts a context (docs/engines-text.md, Fact, REFUTED), one rule per block, each with a case
 * that must not be refuted. The texts are written for these tests.
 */
const verdict = (claim: string, context: string) => verifyFact({ claim, context }).verdict;

describe('a different value in the same slot', () => {
  it('dates written day-month-year, and month names, are compared by value', () => {
    const release = 'Version 7 of the Orbel editor was released on 2 April 2024. The Orbel team is based in Turku.';
    expect(verdict('Version 7 of the Orbel editor was released on 2 May 2024.', release)).toBe('REFUTED');
    expect(verdict('Version 7 of the Orbel editor was released on 2 April 2024.', release)).toBe('SUPPORTED');
    const deal = 'Hollin Group bought the Danish bakery chain Smorr for €12 million in October 2022.';
    expect(verdict('Hollin Group bought Smorr in November 2022.', deal)).toBe('REFUTED');
    expect(verdict('Hollin Group bought Smorr in October 2022.', deal)).not.toBe('REFUTED');
  });

  it('times of day and "an hour"', () => {
    const bus = 'The night bus to Kelby leaves the station at 23:40. The journey takes 50 minutes.';
    expect(verdict('The night bus to Kelby leaves the station at 22:40.', bus)).toBe('REFUTED');
    expect(verdict('The night bus to Kelby leaves the station at 11:40 pm.', bus)).not.toBe('REFUTED');
    expect(verdict('The journey takes two hours.', bus)).toBe('REFUTED');
    expect(verdict('The journey takes an hour.', bus)).toBe('REFUTED');
    // "a year" after a count is a rate, not a duration.
    expect(verdict('Staff receive 30 days of leave a year.', 'Staff receive 30 days of leave a year.')).toBe('SUPPORTED');
  });

  it('"within" states an upper bound: a wider or narrower bound is no contradiction, a value past it is', () => {
    const ferry = 'The harbour crew refloated the grounded ferry within four hours. Its 212 passengers were taken ashore by boat.';
    expect(verdict('The harbour crew refloated the grounded ferry within nine hours.', ferry)).not.toBe('REFUTED');
    expect(verdict('The harbour crew refloated the grounded ferry within two hours.', ferry)).not.toBe('REFUTED');
    expect(verdict('The harbour crew refloated the grounded ferry within four hours.', ferry)).toBe('SUPPORTED');
  });

  it('how many times: "twice" and "three times" fill one role', () => {
    const match = 'Greta Holm scored twice for Lindvik, and Sara Ek added a third goal.';
    expect(verdict('Greta Holm scored three times for Lindvik.', match)).toBe('REFUTED');
    expect(verdict('Greta Holm scored two times for Lindvik.', match)).toBe('SUPPORTED');
  });

  it('a date fills one role whatever its preposition', () => {
    const release = 'The Pomona 2 tablet was released on 14 February 2025.';
    expect(verdict('The Pomona 2 tablet was released in February 2025.', release)).toBe('SUPPORTED');
    expect(verdict('The Pomona 2 tablet was released in March 2025.', release)).toBe('REFUTED');
    expect(verdict('The Pomona 2 tablet was released on 14 February 2025.', 'The Pomona 2 tablet was released in February 2025.')).toBe(
      'INCONCLUSIVE',
    );
  });

  it('a value someone was ordered or agreed to pay', () => {
    const ruling = 'The tribunal ordered the airline to pay compensation of 4,000 euros.';
    expect(verdict('The tribunal ordered the airline to pay compensation of 9,000 euros.', ruling)).toBe('REFUTED');
    // A second holder of what was agreed is not a contradiction.
    expect(verdict('Bravo Ltd agreed to buy the site.', 'Alder Ltd agreed to buy the site.')).not.toBe('REFUTED');
  });
});

describe('opposite predicates and states', () => {
  it('a closed list of opposite verbs', () => {
    const ruling = 'The high court upheld the ban on night flights. It reduced the fine from 2 million to 1 million kronor.';
    expect(verdict('The high court overturned the ban on night flights.', ruling)).toBe('REFUTED');
    const release = 'Version 5 of the Pellam library removes the legacy CSV importer.';
    expect(verdict('Version 5 of the Pellam library keeps the legacy CSV importer.', release)).toBe('REFUTED');
  });

  it('reversible changes told in the past can both have happened in one frame', () => {
    const depot = 'The Kelso tram depot opened in 1961. The city hired forty drivers in 1961.';
    expect(verdict('The Kelso tram depot was closed in 1961.', depot)).toBe('INCONCLUSIVE');
    expect(verdict('The Kelso tram depot closed in 1961.', depot)).toBe('INCONCLUSIVE');
    expect(verdict('The city fired forty drivers in 1961.', depot)).toBe('INCONCLUSIVE');
  });

  it('"is open" and "is closed", and opposite adjectives', () => {
    const museum = 'The Harrow Museum is closed on Mondays. Its garden is empty in winter.';
    expect(verdict('The Harrow Museum is open on Mondays.', museum)).toBe('REFUTED');
    expect(verdict('The Harrow Museum is open on Tuesdays.', museum)).toBe('INCONCLUSIVE');
    expect(verdict('The garden is full in winter.', museum)).toBe('REFUTED');
  });

  it('complementary adjectives: permanent/temporary, guilty/innocent, complete/incomplete', () => {
    const ban = 'The ban on night flights at Ostby is temporary. The airport handles 40 flights a day.';
    expect(verdict('The ban on night flights at Ostby is permanent.', ban)).toBe('REFUTED');
    expect(verdict('The ban on night flights at Ostby is temporary.', ban)).toBe('SUPPORTED');
    expect(verdict('The jury found that Ravi Stone was guilty.', 'The jury found that Ravi Stone was innocent.')).toBe('REFUTED');
    expect(verdict('The survey of the Lenna marsh is complete.', 'The survey of the Lenna marsh is incomplete.')).toBe('REFUTED');
    // A past state with its own date does not contradict a present one.
    expect(verdict('The Orly plant is permanent.', 'The Orly plant was temporary in 2019.')).not.toBe('REFUTED');
  });

  it('a verb spelt with a doubled final l is one verb', () => {
    expect(verdict('The board annulled the vote.', 'The board did not annul the vote.')).toBe('REFUTED');
    expect(verdict('The board did not annul the vote.', 'The board did not annul the vote.')).toBe('SUPPORTED');
  });

  it('"unlike X" neither restricts nor locates a denial', () => {
    const flood = 'The stone mill was not damaged in the 1953 flood, unlike the sawmill upstream.';
    expect(verdict('The stone mill was damaged in the 1953 flood.', flood)).toBe('REFUTED');
  });
});

describe('exchanged roles', () => {
  it('an event with its participants exchanged is refuted only when the same date makes it the same event', () => {
    const deal = "Marsh Foods bought the dairy Kolby for $12 million in 2021. Kolby's founder, Tom Lund, succeeded Ann Ros as chair.";
    expect(verdict('Kolby bought Marsh Foods in 2021.', deal)).toBe('REFUTED');
    // An amount or a third role does not make it the same event: a deal the other way for the same sum is possible.
    expect(verdict('Kolby bought Marsh Foods for $12 million.', deal)).toBe('INCONCLUSIVE');
    expect(verdict('Kolby bought Marsh Foods.', deal)).toBe('INCONCLUSIVE');
    expect(verdict('Ann Ros succeeded Tom Lund as chair.', deal)).toBe('INCONCLUSIVE');
    // Water flows one way; a route may be travelled both ways.
    expect(verdict('The Vell flows from the sea to the Torran hills.', 'The Vell flows from the Torran hills to the sea.')).toBe('REFUTED');
    expect(verdict('The night bus runs from Kelby to Arden.', 'The night bus runs from Arden to Kelby.')).not.toBe('REFUTED');
    // A comparison contradicts its converse outright.
    expect(verdict('Lake Orm is deeper than Lake Vaa.', 'Lake Vaa is deeper than Lake Orm.')).toBe('REFUTED');
  });
});

describe('directions, exceptions and negative quantifiers', () => {
  it('opposite compass directions of one movement', () => {
    const road = 'The Kessel road runs west from Amber to the coast.';
    expect(verdict('The Kessel road runs east from Amber to the coast.', road)).toBe('REFUTED');
    // A direction is not a place: "from the north" and "from the south" are other roles.
    expect(verdict('The wind blew from the south.', 'The wind blew from the north.')).not.toBe('REFUTED');
  });

  it('a claim over the whole of what an exception takes a part from', () => {
    const canal = 'The Brede canal is navigable all year except along the upper section near Olm.';
    expect(verdict('The Brede canal is navigable all year along its whole length.', canal)).toBe('REFUTED');
    expect(verdict('The Brede canal is navigable all year along the lower section.', canal)).not.toBe('REFUTED');
  });

  it('an exception refutes a universal only when it takes out the same kind of thing', () => {
    const ferry = 'The Tolla ferry sails every day except Boxing Day.';
    expect(verdict('The Tolla ferry sails every day.', ferry)).toBe('REFUTED');
    const staff = 'Every employee of Marrow Labs receives a laptop, except interns.';
    expect(verdict('Every employee of Marrow Labs receives a laptop.', staff)).toBe('REFUTED');
    // A place out of a universal over winters, a time out of a universal over people: not the claim's kind.
    const lake = 'Lake Vinn freezes every winter except near the warm inflow at Sorby.';
    expect(verdict('Lake Vinn freezes every winter.', lake)).not.toBe('REFUTED');
    const pass = 'Every student in Harle rides the tram free of charge, except during the evening peak.';
    expect(verdict('Every student in Harle rides the tram free of charge.', pass)).not.toBe('REFUTED');
  });

  it('"no one" covers any holder', () => {
    expect(verdict('Three workers were injured in the blast.', 'No one was injured in the blast.')).toBe('REFUTED');
  });
});

describe('reference', () => {
  it('a company suffix before a sentence opener ends the sentence', () => {
    const text = 'The council gave the contract to Drummond Ltd. The court did not cancel the contract.';
    expect(verdict('The court cancelled the contract.', text)).toBe('REFUTED');
  });

  it('a definite description inside an attached phrase is resolved, and a named possessor is not narrowed by its description', () => {
    const text = 'Ada Brun joined the Kestrel Gallery in 2011. Brun became director of the gallery in 2018.';
    expect(verdict('Ada Brun became director of the Kestrel Gallery in 2015.', text)).toBe('REFUTED');
    const vacuum = 'The Orra V2 robot mower weighs 9 kilograms. Its battery lasts 90 minutes.';
    expect(verdict('The battery of the Orra V2 lasts 60 minutes.', vacuum)).toBe('REFUTED');
  });
});

describe('denials, lists, ranks and changes (issue 25, second group)', () => {
  it('a claim\'s "nobody" / "no one" is refuted by a person under the same predicate, never by a thing or another frame', () => {
    const leak = 'About 300 commuters were evacuated from the Orvel station, but nobody was hurt.';
    expect(verdict('Nobody was evacuated from the Orvel station.', leak)).toBe('REFUTED');
    expect(verdict('No one was evacuated from the Orvel station.', leak)).toBe('REFUTED');
    expect(verdict('Nobody was hurt.', leak)).toBe('SUPPORTED');
    expect(verdict('Nobody was evacuated.', 'The school was evacuated on Monday.')).not.toBe('REFUTED');
    expect(verdict('Nobody was evacuated from the Orvel library.', leak)).not.toBe('REFUTED');
    expect(verdict('Nothing was stolen.', 'Two guards were attacked.')).not.toBe('REFUTED');
    // A holder placed or dated by the evidence may be of another occasion.
    expect(verdict('No one was hurt.', 'A bus hit a wall on Monday. The driver was hurt in an earlier accident.')).not.toBe('REFUTED');
    expect(verdict('No one was hurt in the crash.', 'Two passengers were hurt in the crash.')).toBe('REFUTED');
  });

  it('"only" against a list that keeps the claim\'s member and names another', () => {
    expect(verdict('Only Ana Ruiz signed the letter.', 'Ana Ruiz and Tom Berg signed the letter.')).toBe('REFUTED');
    expect(verdict('The kettle comes only in red.', 'The kettle comes in red and blue.')).toBe('REFUTED');
    expect(verdict('Only Ana Ruiz signed the letter.', 'Ana Ruiz signed the letter.')).toBe('INCONCLUSIVE');
    // An adverb "only" with two roles after the verb: its scope is not known.
    expect(verdict('The mayor opened the bridge only in 1990.', 'The mayor opened the bridge and the tunnel in 1990.')).not.toBe('REFUTED');
    expect(verdict('Only Ana Ruiz and Tom Berg signed the letter.', 'Ana Ruiz and Tom Berg signed the letter.')).toBe('INCONCLUSIVE');
  });

  it('"only" against a list held "mainly"; "it" is never a plural phrase of the sentence before', () => {
    const owl = 'The Vell Owl is a small owl of the pine forests. Most pairs nest in old trees. It eats mainly mice and beetles.';
    expect(verdict('The Vell Owl eats only mice.', owl)).toBe('REFUTED');
    expect(verdict('The Vell Owl eats beetles.', owl)).not.toBe('REFUTED');
    // "usually" tells how often, which is a frame: not refuted by it.
    expect(verdict('The Vell Owl eats only mice.', 'The Vell Owl usually eats mice and beetles.')).not.toBe('REFUTED');
  });

  it('a rank against another rank of the same holder in the same ranking', () => {
    expect(verdict('Kasimir Rode finished second in the race.', 'Kasimir Rode finished third in the race.')).toBe('REFUTED');
    expect(verdict('The fund is the largest shareholder of Orvik.', 'The fund is the second-largest shareholder of Orvik.')).toBe(
      'REFUTED',
    );
    expect(verdict('The fund is the largest shareholder of Orvik.', 'The fund is the second-largest private shareholder of Orvik.')).toBe(
      'INCONCLUSIVE',
    );
    expect(verdict('The council first met in May.', 'The council last met in May.')).toBe('INCONCLUSIVE');
    // A year that picks out the thing: another race, not another date of one.
    expect(verdict('Mira finished second in the 2019 race.', 'Mira finished third in the 2018 race.')).toBe('INCONCLUSIVE');
  });

  it('a change: its starting value measures it; a destination belongs to a compass movement', () => {
    const trade = 'Exports from Veltria rose to 8.2 billion euros in 2024, up from 7.5 billion euros a year earlier.';
    expect(verdict('Exports from Veltria fell to 8.2 billion euros in 2024.', trade)).toBe('REFUTED');
    expect(verdict('Exports from Veltria rose to 9.1 billion euros in 2024.', trade)).toBe('REFUTED');
    expect(verdict('Exports from Veltria rose to 8.2 billion euros in 2024.', trade)).toBe('SUPPORTED');
    const river = 'The Orra rises in the Keld Hills and flows east through Dunmarsh into the Gullet Sea.';
    expect(verdict('The Orra flows west through Dunmarsh.', river)).toBe('REFUTED');
    // A past clause's bare subject is kept as it is: "Sales in Europe" may be a part of "sales".
    expect(verdict('Sales fell.', 'Sales in Europe fell by 4 percent.')).toBe('INCONCLUSIVE');
    expect(verdict('Youth unemployment in the region fell.', 'Unemployment in the region fell to 6.1 percent.')).toBe('INCONCLUSIVE');
  });

  it('a counted subject with its members named in apposition keeps its count', () => {
    const vote = 'Two members of the council, Ada Fenn and Tom Berg, voted for the plan.';
    expect(verdict('Three members of the council voted for the plan.', vote)).toBe('REFUTED');
    expect(verdict('Ada Fenn voted for the plan.', vote)).toBe('SUPPORTED');
    expect(verdict('Two members of the council voted for the plan.', vote)).not.toBe('REFUTED');
  });

  it('"k times as many as B" states the comparison with B', () => {
    const museums = 'The Orvik museum has 40,000 visitors a year, three times as many as the Kell museum.';
    expect(verdict('The Kell museum has more visitors than the Orvik museum.', museums)).toBe('REFUTED');
    expect(verdict('The Orvik museum has more visitors than the Kell museum.', museums)).toBe('SUPPORTED');
    const denied = 'The Dorsey Library does not hold 1.2 million books, twice as many as the Fenner Library.';
    expect(verdict('The Fenner Library holds more books than the Dorsey Library.', denied)).toBe('INCONCLUSIVE');
  });

  it('"before"/"after" a thing elides its clause: two dated events compared', () => {
    const dates = 'The tunnel opened in 1921. The bridge opened in 1934.';
    expect(verdict('The bridge opened before the tunnel.', dates)).toBe('REFUTED');
    expect(verdict('Ada Fenn retired after Tom Berg.', 'Ada Fenn retired in 2001. Tom Berg retired in 2005.')).toBe('REFUTED');
    // Not a clause of the context ("the war opened"), or a thing that opened twice: nothing to compare.
    expect(verdict('The bridge opened before the war.', 'The bridge opened in 1934. The war began in 1939.')).toBe('INCONCLUSIVE');
    expect(verdict('The bridge opened before the tunnel.', `${dates} The tunnel opened again in 1930.`)).not.toBe('REFUTED');
  });

  it("a thing's possessive in its own clause is that clause's subject", () => {
    const bank = 'Imports fell by 3 percent. The central bank raised its main interest rate to 4.5 percent in March.';
    expect(verdict('The central bank lowered its main interest rate to 4.5 percent in March.', bank)).toBe('REFUTED');
    expect(verdict('The central bank raised its main interest rate to 4.5 percent in March.', bank)).toBe('SUPPORTED');
  });
});

describe('one-way relations, universals written as frames, "and a half", "alone" of a dated event', () => {
  it('"a subsidiary of" and "a tributary of" hold one way only', () => {
    const group = 'Brenner Tools, a subsidiary of the Austrian group Kalmar Holding, makes drills in Graz.';
    expect(verdict('Kalmar Holding is a subsidiary of Brenner Tools.', group)).toBe('REFUTED');
    expect(verdict('Brenner Tools is a subsidiary of Kalmar Holding.', group)).toBe('SUPPORTED');
    expect(verdict('The Sella is a tributary of the Drau.', 'The Drau is a tributary of the Sella, which it joins at Lenz.')).toBe(
      'REFUTED',
    );
    // Another time, or a modifier outside the closed list, leaves the relation unread.
    expect(
      verdict('Kalmar Holding is a subsidiary of Brenner Tools.', 'Until 2015, Brenner Tools was a subsidiary of Kalmar Holding.'),
    ).toBe('INCONCLUSIVE');
    expect(verdict('Kalmar Holding is a subsidiary of Brenner Tools.', 'Brenner Tools is a former subsidiary of Kalmar Holding.')).toBe(
      'INCONCLUSIVE',
    );
  });

  it('"at any time" is a universal over times that an exception of a time takes a part out of', () => {
    const pass = 'Every holder of a senior pass may ride the Linz trams free of charge, except during the morning rush hour.';
    expect(verdict('Every holder of a senior pass may ride the Linz trams free of charge at any time.', pass)).not.toBe('SUPPORTED');
    const pool = 'Every member of the Aldo swimming club can use the pool, except on Mondays.';
    expect(verdict('Every member of the Aldo swimming club can use the pool at any time.', pool)).toBe('REFUTED');
    // An exception of members does not take a time out of "at any time" for a holder who is not a universal.
    expect(verdict('The pool is open at any time.', 'The pool is open every day except Sunday. The sauna is open at any time.')).not.toBe(
      'SUPPORTED',
    );
  });

  it('an exception of members takes them out of "every" in any role, not only the subject', () => {
    const grants = 'The foundation gave a grant to every school in the district, except the two schools in Orla.';
    expect(verdict('The foundation gave a grant to every school in the district.', grants)).toBe('REFUTED');
    expect(verdict('The foundation gave a grant to a school in the district.', grants)).not.toBe('REFUTED');
  });

  it('"an hour and a half" is one and a half hours', () => {
    const ferry = 'The ferry from Lund to Ebbe takes 50 minutes.';
    expect(verdict('The ferry from Lund to Ebbe takes an hour and a half.', ferry)).toBe('REFUTED');
    expect(verdict('The ferry from Lund to Ebbe takes an hour and a half.', 'The ferry from Lund to Ebbe takes 88 minutes.')).not.toBe(
      'REFUTED',
    );
  });

  it('a change joined by "while" to another change in the same simple tense has its date', () => {
    const results = "Orsk Telecom's revenue rose 5 percent in 2024, while its net profit fell to 90 million euros.";
    expect(verdict("Orsk Telecom's net profit rose in 2024.", results)).toBe('REFUTED');
    expect(verdict("Orsk Telecom's net profit fell in 2024.", results)).toBe('SUPPORTED');
    // A time of its own, or a perfect, is another time.
    const own = "Orsk Telecom's revenue rose in 2024, while its net profit fell in the years before.";
    expect(verdict("Orsk Telecom's net profit fell in 2024.", own)).toBe('INCONCLUSIVE');
    const perfect = "Orsk Telecom's revenue rose in 2024, while its net profit had fallen.";
    expect(verdict("Orsk Telecom's net profit fell in 2024.", perfect)).toBe('INCONCLUSIVE');
    // Only two changes of a figure share a period: a contrast of another kind dates nothing.
    const church = 'The Kelby church was built in 1850, while its tower was built of local stone.';
    expect(verdict('The tower of the Kelby church was built in 1850.', church)).not.toBe('SUPPORTED');
    expect(verdict('The tower of the Kelby church was built in 1900.', church)).not.toBe('REFUTED');
  });

  it('parties of a transfer agreed on one dated day, exchanged', () => {
    const deal = 'On Friday, Orso Bank agreed to buy the online lender Kivi for 40 million euros.';
    expect(verdict('On Friday, Kivi agreed to buy Orso Bank.', deal)).toBe('REFUTED');
    expect(verdict('On Friday, Orso Bank agreed to buy Kivi.', deal)).toBe('SUPPORTED');
    // Another day, no day, or what may run both ways (support, meet) is not one decision.
    expect(verdict('On Monday, Kivi agreed to buy Orso Bank.', deal)).toBe('INCONCLUSIVE');
    expect(verdict('Kivi agreed to buy Orso Bank.', deal)).toBe('INCONCLUSIVE');
    expect(verdict('In March, the union agreed to support the party.', 'In March, the party agreed to support the union.')).toBe(
      'INCONCLUSIVE',
    );
  });

  it("the tally: a final score and one sentence with the scorers of all its goals give each scorer's count", () => {
    const match =
      'Kelso Town beat Arbroath Rovers 3–1 at Glebe Park on Sunday. Ines Moro scored twice for Kelso, and Dana Reid added the third goal late on.';
    expect(verdict('Dana Reid scored twice for Kelso.', match)).toBe('REFUTED');
    expect(verdict('Ines Moro scored three times for Kelso.', match)).toBe('REFUTED');
    expect(verdict('Dana Reid scored once for Kelso.', match)).not.toBe('REFUTED');
    // Goals not all accounted for, no score, a shoot-out, or another team: nothing is counted.
    expect(verdict('Dana Reid scored twice for Kelso.', match.replace('3–1', '4–1'))).toBe('INCONCLUSIVE');
    expect(verdict('Dana Reid scored twice for Kelso.', match.replace(' 3–1', ''))).toBe('INCONCLUSIVE');
    expect(verdict('Dana Reid scored twice for Kelso.', match.replace('on Sunday', 'on penalties after a 1–1 draw'))).toBe('INCONCLUSIVE');
    expect(verdict('Dana Reid scored twice for Arbroath.', match)).toBe('INCONCLUSIVE');
  });

  it('a comparison of size against two stated measures of the same kind', () => {
    const lakes = 'Lake Varn reaches a depth of 84 metres. Lake Ossel, further north, has a maximum depth of 31 metres.';
    expect(verdict('Lake Ossel is deeper than Lake Varn.', lakes)).toBe('REFUTED');
    expect(verdict('Lake Varn is shallower than Lake Ossel.', lakes)).toBe('REFUTED');
    expect(verdict('Lake Varn is deeper than Lake Ossel.', lakes)).not.toBe('REFUTED');
    // Another measure (an average), values within a tenth, or the measure of something else: not compared.
    expect(verdict('Lake Ossel is deeper than Lake Varn.', lakes.replace('a maximum depth', 'an average depth'))).toBe('INCONCLUSIVE');
    expect(verdict('Lake Ossel is deeper than Lake Varn.', lakes.replace('31 metres', '80 metres'))).toBe('INCONCLUSIVE');
    const dams = 'The dam at Lake Varn has a height of 20 metres. The dam at Lake Ossel has a height of 60 metres.';
    expect(verdict('Lake Varn is higher than Lake Ossel.', dams)).toBe('INCONCLUSIVE');
  });

  it('"alone" against a list of one past event told with its date and place', () => {
    const lamp = 'The Vela lamp was designed in 1971 by Rosa Lind and Karl Obst in Milan.';
    expect(verdict('The Vela lamp was designed by Rosa Lind alone.', lamp)).toBe('REFUTED');
    // A frame of the claim that the sentence does not state may be another occasion.
    expect(verdict('The Vela lamp was designed by Rosa Lind alone for the Orsa company.', lamp)).toBe('INCONCLUSIVE');
    // A context that tells of that event twice: which one the claim is about is not known.
    const twice = `${lamp} In 1990 Rosa Lind designed a new version of the lamp.`;
    expect(verdict('The Vela lamp was designed by Rosa Lind alone.', twice)).toBe('INCONCLUSIVE');
  });
});

describe('what a superlative ranks, and whose date an event has', () => {
  it('under a superlative no modifier of the ranked set is dropped: "the largest X run by a charity" is not "the largest X"', () => {
    const lib =
      'The Marrow Hall library, opened in 2019, holds 80,000 volumes. It is the largest public library in the county run by a charity.';
    expect(verdict('The Marrow Hall library is the largest library in the county run by a charity.', lib)).toBe('INCONCLUSIVE');
    expect(verdict('The Marrow Hall library is the largest public library in the county.', lib)).not.toBe('SUPPORTED');
    expect(verdict('The Marrow Hall library is the largest public library in the county run by a charity.', lib)).toBe('SUPPORTED');
    // A time ("last autumn") ranks nothing: dropping "200" from the planted trees still follows.
    const trees = 'The council planted 200 oak trees along the canal last autumn.';
    expect(verdict('The council planted oak trees along the canal last autumn.', trees)).toBe('SUPPORTED');
  });

  it('another date of an event whose subject is indefinite is another event; of one named or definite thing, a conflict', () => {
    const cores = 'Cores drilled by the Tamsin Survey in 2021 held 12 grams of iron per kilogram.';
    expect(verdict('Cores drilled by the Tamsin Survey in 2018 held 12 grams of iron per kilogram.', cores)).toBe('INCONCLUSIVE');
    expect(verdict('A fire broke out at the Kell plant in 2018.', 'A fire broke out at the Kell plant in 2019.')).toBe('INCONCLUSIVE');
    expect(verdict('The Kell plant opened in 2018.', 'The Kell plant opened in 2019.')).toBe('REFUTED');
    expect(
      verdict('Version 4.1 of the Kell app was released on 3 May 2024.', 'Version 4.1 of the Kell app was released on 3 June 2024.'),
    ).toBe('REFUTED');
  });
});

describe('counts of a part, and totals written with a scale word', () => {
  it('"three of the nine justices" counts three: nine is the group, not another count of those who dissented', () => {
    const ctx = 'The court ruled on Thursday. Three of the nine justices dissented.';
    expect(verdict('Nine justices dissented.', ctx)).not.toBe('REFUTED');
    expect(verdict('Three justices dissented.', ctx)).not.toBe('REFUTED');
    expect(verdict('Four of the nine justices dissented.', ctx)).toBe('REFUTED');
  });
  it('a total of another year is another situation, also when a scale word makes the count ("8.2 million passengers")', () => {
    const ctx = 'Kelby Airport handled 8.2 million passengers in 2023, up from 6.9 million in 2022.';
    expect(verdict('Kelby Airport handled 8.2 million passengers in 2021.', ctx)).toBe('INCONCLUSIVE');
  });
});

describe('attribution at the end of a sentence, and changes set side by side', () => {
  it('", the agency said" attributes the whole sentence, as "according to" does', () => {
    const ctx = 'Rents in Osterby rose to 14.2 euros per square metre in March, the housing agency said.';
    expect(verdict('The housing agency said rents in Osterby rose to 15.1 euros per square metre in March.', ctx)).toBe('REFUTED');
    expect(verdict('The housing agency said rents in Osterby rose to 14.2 euros per square metre in March.', ctx)).toBe('SUPPORTED');
    // The sentence states it only as the agency's word: the bare statement does not follow.
    expect(verdict('Rents in Osterby rose to 14.2 euros per square metre in March.', ctx)).not.toBe('SUPPORTED');
    // The reporting clause itself is asserted.
    expect(verdict('The housing agency said something.', ctx)).not.toBe('REFUTED');
    // A trailing denial does not repeat the clause.
    const denied = 'The mayor sold the land to his brother, the opposition claimed.';
    expect(verdict('The opposition claimed the mayor sold the land to his cousin.', denied)).not.toBe('SUPPORTED');
  });

  it('opposite verbs compare under the same source', () => {
    const ctx = 'The price of bread in Varna fell in the second quarter, the port authority said.';
    expect(verdict('The port authority said the price of bread in Varna rose in the second quarter.', ctx)).toBe('REFUTED');
    // Another source, or none, is not the same statement.
    expect(verdict('The ministry said the price of bread in Varna rose in the second quarter.', ctx)).not.toBe('REFUTED');
  });

  it('"A rose, while B fell": two changes joined by "while" are side by side, not one under the other', () => {
    const ctx = 'Sales of bicycles in Dunmore rose by 6 percent in 2022, while sales of scooters fell by 2 percent.';
    expect(verdict('Sales of bicycles in Dunmore fell by 6 percent in 2022.', ctx)).toBe('REFUTED');
    expect(verdict('Sales of bicycles in Dunmore rose by 6 percent in 2022.', ctx)).toBe('SUPPORTED');
    // "while" of time still links the clauses: the claim without it is not refuted by the frame.
    const time = 'The river rose by two metres while the dam was closed.';
    expect(verdict('The river fell by two metres.', time)).not.toBe('REFUTED');
  });
});

describe('a change with its starting value compares two times', () => {
  const ctx = 'The Harlen museum had 412,000 visitors in 2024, up from 380,000 in 2023.';
  it('"up from" states more at the clause\'s own date than at the starting value\'s', () => {
    expect(verdict('The Harlen museum had more visitors in 2024 than in 2023.', ctx)).toBe('SUPPORTED');
    expect(verdict('The Harlen museum had fewer visitors in 2024 than in 2023.', ctx)).toBe('REFUTED');
    expect(verdict('The Harlen museum had more visitors in 2023 than in 2024.', ctx)).toBe('REFUTED');
  });
  it('"down from" the other way round', () => {
    const down = 'The Harlen museum had 350,000 visitors in 2024, down from 380,000 in 2023.';
    expect(verdict('The Harlen museum had fewer visitors in 2024 than in 2023.', down)).toBe('SUPPORTED');
    expect(verdict('The Harlen museum had more visitors in 2024 than in 2023.', down)).toBe('REFUTED');
  });
  it('another pair of times is another comparison, which the context does not make', () => {
    expect(verdict('The Harlen museum had more visitors in 2024 than in 2022.', ctx)).toBe('INCONCLUSIVE');
    expect(verdict('The Harlen museum had fewer visitors in 2025 than in 2023.', ctx)).toBe('INCONCLUSIVE');
    expect(verdict('The Harlen museum had more visitors in 2024 than the Orla gallery.', ctx)).toBe('INCONCLUSIVE');
  });
});

describe('a contest won or lost', () => {
  const ctx = 'In the league final on Saturday, the Harwick Hawks beat the Selby Owls 71-64.';
  it('"won in the final" is "won the final", and "lost" it is the opposite outcome of that one contest', () => {
    expect(verdict('The Harwick Hawks won the league final.', ctx)).toBe('SUPPORTED');
    expect(verdict('The Harwick Hawks lost the league final.', ctx)).toBe('REFUTED');
    expect(verdict('The Selby Owls won the league final.', ctx)).toBe('REFUTED');
  });
  it('another contest, or a thing won that is no contest, is not that one', () => {
    expect(verdict('The Harwick Hawks lost the semi-final.', ctx)).toBe('INCONCLUSIVE');
    expect(verdict('The Harwick Hawks lost a final.', ctx)).not.toBe('REFUTED');
    expect(verdict('The Harwick Hawks won the trophy.', ctx)).toBe('INCONCLUSIVE');
    // A time after "in" stays a time.
    expect(verdict('Ida Berg won the sprint race.', 'Ida Berg won the sprint race in 31 minutes.')).toBe('SUPPORTED');
  });
});

describe('the two sides of a vote', () => {
  const ctx = 'Only two councillors, Ada Moss and Ben Holt, voted against the harbour plan. The others voted in favour.';
  it('"voted for" and "voted in favour of" are the opposite of "voted against" the same matter', () => {
    expect(verdict('Ada Moss voted for the harbour plan.', ctx)).toBe('REFUTED');
    expect(verdict('Ben Holt voted in favour of the harbour plan.', ctx)).toBe('REFUTED');
    expect(verdict('Ben Holt voted against the harbour plan.', ctx)).toBe('SUPPORTED');
    expect(verdict('All councillors voted for the harbour plan.', ctx)).toBe('REFUTED');
  });
  it('another matter, or voters that may be others, contradict nothing', () => {
    expect(verdict('Ada Moss voted for the school budget.', ctx)).toBe('INCONCLUSIVE');
    expect(verdict('Some councillors voted for the harbour plan.', ctx)).not.toBe('REFUTED');
    expect(verdict('Two councillors voted for the harbour plan.', ctx)).not.toBe('REFUTED');
    expect(verdict('Councillors voted for the harbour plan.', ctx)).not.toBe('REFUTED');
  });
});

describe('opposite superlatives', () => {
  const ctx = 'The Kessel is the longest river in Varmland. The Dalby tower is the oldest building in the town.';
  it('the first of a ranking against the first of the opposite ranking of the same thing', () => {
    expect(verdict('The Kessel is the shortest river in Varmland.', ctx)).toBe('REFUTED');
    expect(verdict('The Dalby tower is the newest building in the town.', ctx)).toBe('REFUTED');
    expect(verdict('The Dalby tower is the youngest building in the town.', ctx)).toBe('REFUTED');
  });
  it('another ranking, another place or another rank is left undecided', () => {
    expect(verdict('The Kessel is the narrowest river in Varmland.', ctx)).toBe('INCONCLUSIVE');
    expect(verdict('The Kessel is the shortest river in Norrland.', ctx)).toBe('INCONCLUSIVE');
    expect(verdict('The Kessel is the second-shortest river in Varmland.', ctx)).toBe('INCONCLUSIVE');
  });
});

describe('a place-name abbreviation keeps its name whole', () => {
  it('"St. Anne\'s School" and "Mt. Orla" are one name, so the date of the event is compared', () => {
    const ctx = "Lena Hart joined St. Anne's School in 2011. The Mt. Orla refuge opened in 1954.";
    expect(verdict("Lena Hart joined St. Anne's School in 2016.", ctx)).toBe('REFUTED');
    expect(verdict("Lena Hart joined St. Anne's School in 2011.", ctx)).toBe('SUPPORTED');
    expect(verdict("Lena Hart joined St. Mary's School in 2016.", ctx)).not.toBe('REFUTED');
    expect(verdict('The Mt. Orla refuge opened in 1961.', ctx)).toBe('REFUTED');
  });
});

describe('examples given with "such as"', () => {
  it('what a clause says of a kind it says of each example, affirmed or denied', () => {
    const ctx = 'The vaccine does not protect against tick-borne diseases such as Lyme disease.';
    expect(verdict('The vaccine protects against Lyme disease.', ctx)).toBe('REFUTED');
    expect(verdict('The vaccine does not protect against Lyme disease.', ctx)).toBe('SUPPORTED');
    expect(verdict('The vaccine protects against measles.', ctx)).toBe('INCONCLUSIVE');
    const shop = 'The market stall sells fruit such as apples and pears.';
    expect(verdict('The market stall sells apples.', shop)).toBe('SUPPORTED');
    expect(verdict('The market stall sells plums.', shop)).toBe('INCONCLUSIVE');
  });
});

describe('a count per unit of time', () => {
  it('"a day", "each day", "every day" and "per day" after a count are one rate, not a universal over days', () => {
    const ctx = 'About 12,000 passengers use the Orm ferry a day.';
    expect(verdict('About 12,000 passengers use the Orm ferry each day.', ctx)).toBe('SUPPORTED');
    expect(verdict('About 20,000 passengers use the Orm ferry every day.', ctx)).toBe('REFUTED');
    expect(verdict('About 20,000 passengers use the Orm ferry each week.', ctx)).toBe('INCONCLUSIVE');
    // A price per hour is a value of its own role, which a claim may drop with it.
    const wage = 'The council plans to raise the minimum wage to 14 pounds an hour.';
    expect(verdict('The council plans to raise the minimum wage.', wage)).toBe('SUPPORTED');
  });
});

describe('what someone plans has one content', () => {
  const ctx = 'The water board plans to widen the Kell canal to 30 metres by 2029. Local groups oppose the work.';
  it('a different value of the plan is refuted, whatever frame the context adds to it', () => {
    expect(verdict('The water board plans to widen the Kell canal to 40 metres.', ctx)).toBe('REFUTED');
    // A present clause keeps its frame for SUPPORTED: the claim without "by 2029" is not given.
    expect(verdict('The water board plans to widen the Kell canal to 30 metres.', ctx)).toBe('INCONCLUSIVE');
  });
  it('another planner, or a plan the claim states as done, is not that plan', () => {
    expect(verdict('The city plans to widen the Kell canal to 40 metres.', ctx)).not.toBe('REFUTED');
    expect(verdict('The water board widened the Kell canal to 40 metres.', ctx)).not.toBe('REFUTED');
    const two = 'The water board plans to widen the Kell canal to 30 metres by 2029 and to 35 metres by 2040.';
    expect(verdict('The water board plans to widen the Kell canal to 35 metres.', two)).not.toBe('REFUTED');
  });
});

describe('changes of a figure: the same measured change, verbless changes, and "should"', () => {
  it('an opposite change with the same amount tells of the same measured change, located by the evidence', () => {
    const ctx = 'In a study of 230 orchards, the spray Corvane lowered fruit loss by 14 percent over two seasons.';
    expect(verdict('Corvane raised fruit loss by 14 percent.', ctx)).toBe('REFUTED');
    // Without the shared figure, the evidence's frames must be in the claim.
    expect(verdict('Corvane raised fruit loss.', ctx)).not.toBe('REFUTED');
    // Another amount is another change, not this one told the other way.
    expect(verdict('Corvane raised fruit loss by 20 percent.', ctx)).not.toBe('REFUTED');
    // A context that tells of the predicate twice does not locate one change.
    const twice = 'The board raised the levy by 2 percent in May. It lowered the levy by 2 percent in November.';
    expect(verdict('The board lowered the levy by 2 percent.', twice)).not.toBe('REFUTED');
  });

  it('the amount of a contrasted change is no time of its own', () => {
    const ctx = "Pelham Rail's ticket revenue rose 9 percent in 2023, while its freight revenue fell 5 percent.";
    expect(verdict("Pelham Rail's freight revenue rose in 2023.", ctx)).toBe('REFUTED');
    expect(verdict("Pelham Rail's freight revenue rose in 2022.", ctx)).not.toBe('REFUTED');
  });

  it('"up 8 percent", "down from": a figure with its change states the change', () => {
    const ctx = 'Attendance at the Varlo book fair was 41,000 in 2024, up 6 percent from the year before.';
    expect(verdict('Attendance at the Varlo book fair fell in 2024.', ctx)).toBe('REFUTED');
    expect(verdict('Attendance at the Varlo book fair rose in 2024.', ctx)).toBe('SUPPORTED');
    expect(verdict('Attendance at the Varlo book fair fell in 2023.', ctx)).not.toBe('REFUTED');
    const down = 'The jobless rate in Ferrand was 5.1 percent in June, down from 5.6 percent in May.';
    expect(verdict('The jobless rate in Ferrand rose in June.', down)).toBe('REFUTED');
    // A verb with an object counts the figure; what rose is not named.
    const hired = 'Molt Dairy employed 900 people in 2024, up from 800 in 2023.';
    expect(verdict('Molt Dairy fell in 2024.', hired)).not.toBe('REFUTED');
  });

  it('"should" and "should not" under the same modal contradict; "may" and "may not" do not', () => {
    const ctx = 'Travellers should not carry lithium batteries in checked luggage. Travellers may bring two bags.';
    expect(verdict('Travellers should carry lithium batteries in checked luggage.', ctx)).toBe('REFUTED');
    const may = 'The lake may not freeze this winter.';
    expect(verdict('The lake may freeze this winter.', may)).not.toBe('REFUTED');
  });

  it('a clause with a starting value after "down from" is a change: its second date dates that value', () => {
    const ctx = 'In 2024, 41 percent of households in Osvik owned a car, down from 48 percent in 2014.';
    expect(verdict('In 2024, 14 percent of households in Osvik owned a car.', ctx)).toBe('REFUTED');
    // Dated by the starting value's year, the claim is about that value, not the clause's own: 41 percent is not the
    // starting value's 48 percent.
    expect(verdict('In 2014, 48 percent of households in Osvik owned a car.', ctx)).not.toBe('REFUTED');
    expect(verdict('In 2014, 41 percent of households in Osvik owned a car.', ctx)).toBe('REFUTED');
  });

  it('"slowed to 2.4 percent in May" states the level the figure reached on its own date', () => {
    const ctx = 'Wage growth in Tarvia slowed to 3.1 percent in March, down from 3.8 percent in February.';
    expect(verdict('Wage growth in Tarvia was 3.6 percent in March.', ctx)).toBe('REFUTED');
    expect(verdict('Wage growth in Tarvia was 3.1 percent in March.', ctx)).toBe('SUPPORTED');
    // The second date is the starting value's.
    expect(verdict('Wage growth in Tarvia was 3.8 percent in February.', ctx)).not.toBe('REFUTED');
    expect(verdict('Wage growth in Tarvia was 3.1 percent in February.', ctx)).not.toBe('REFUTED');
    // Another figure named elsewhere in the sentence is not the level's holder.
    const two = "Holm Bank's deposits rose 5 percent to 8 billion euros in 2024, while its loans fell to 6 billion euros.";
    expect(verdict("Holm Bank's loans were 7 billion euros in 2024.", two)).not.toBe('REFUTED');
  });

  it('"more … than" against two counts of one sentence under the same verb and frames', () => {
    const ctx = 'In the 2023 tournament, Velo Club won 9 matches and lost 5, while Grey Harbour won 11 and lost 3.';
    expect(verdict('Velo Club won more matches than Grey Harbour in the 2023 tournament.', ctx)).toBe('REFUTED');
    expect(verdict('Grey Harbour lost more matches than Velo Club in the 2023 tournament.', ctx)).toBe('REFUTED');
    expect(verdict('Grey Harbour won fewer matches than Velo Club in the 2023 tournament.', ctx)).toBe('REFUTED');
    // The larger count, another tournament, a claim without the evidence's frame, another noun: nothing refuted.
    expect(verdict('Grey Harbour won more matches than Velo Club in the 2023 tournament.', ctx)).not.toBe('REFUTED');
    expect(verdict('Velo Club won more matches than Grey Harbour in the 2022 tournament.', ctx)).not.toBe('REFUTED');
    expect(verdict('Velo Club won more matches than Grey Harbour.', ctx)).not.toBe('REFUTED');
    expect(verdict('Velo Club won more trophies than Grey Harbour in the 2023 tournament.', ctx)).not.toBe('REFUTED');
  });

  it('a phrase written before the first subject frames the clauses coordinated with it', () => {
    const ctx = 'In winter, the museum opens at 10:00 and the last entry is at 16:30.';
    expect(verdict('In winter, the last entry is at 17:30.', ctx)).toBe('REFUTED');
    expect(verdict('In winter, the last entry is at 16:30.', ctx)).toBe('SUPPORTED');
    // Under the frame, the clause says nothing of another season, nor of every season.
    expect(verdict('In summer, the last entry is at 17:30.', ctx)).not.toBe('REFUTED');
    expect(verdict('The last entry is at 17:30.', ctx)).not.toBe('REFUTED');
  });

  it('a claim\'s "none of the N" is refuted by a count of the same group', () => {
    const ctx = 'The jury heard the case for a week. Two of the twelve jurors asked to be excused.';
    expect(verdict('None of the twelve jurors asked to be excused.', ctx)).toBe('REFUTED');
    // Another group size or another group: nothing refuted.
    expect(verdict('None of the fifteen jurors asked to be excused.', ctx)).not.toBe('REFUTED');
    expect(verdict('None of the twelve witnesses asked to be excused.', ctx)).not.toBe('REFUTED');
  });

  it('"lost" without "to" is a loss, compared with "gained"; "lost to" stays a defeat', () => {
    const ctx = 'The Orla reservoir lost a third of its water over the summer.';
    expect(verdict('The Orla reservoir gained a third of its water over the summer.', ctx)).toBe('REFUTED');
    expect(verdict('The Orla reservoir lost a third of its water over the summer.', ctx)).toBe('SUPPORTED');
    const match = 'Kelso Rovers lost to Brandt United in the cup final.';
    expect(verdict('Brandt United beat Kelso Rovers in the cup final.', match)).toBe('SUPPORTED');
  });

  it('an "-ing" word opening a clause before a noun and its verb modifies the noun', () => {
    const ctx = 'Net sales at Brennick Tools rose 8 percent in 2024, while operating costs fell 3 percent.';
    expect(verdict('Net sales at Brennick Tools fell in 2024.', ctx)).toBe('REFUTED');
    expect(verdict('Net sales at Brennick Tools rose in 2024.', ctx)).toBe('SUPPORTED');
    expect(
      verdict('Operating costs at Brennick Tools rose 3 percent in 2024.', 'Operating costs at Brennick Tools fell 3 percent in 2024.'),
    ).toBe('REFUTED');
  });

  it('a subject or object filled by another thing is another participant, whatever else the sentence names', () => {
    const ctx = 'Net sales at Brennick Tools rose 8 percent in 2024, but the company did not disclose its operating costs.';
    expect(verdict('Operating costs rose 3 percent in 2024.', ctx)).not.toBe('REFUTED');
    expect(verdict('Net sales at Brennick Tools rose 3 percent in 2024.', ctx)).toBe('REFUTED');
  });

  it('"three weeks later" is a time of its own, not part of the phrase before it', () => {
    const ctx = 'Telvar filed its application in June. The application was granted by the licensing board three weeks later.';
    expect(verdict('The licensing board granted the application.', ctx)).toBe('SUPPORTED');
    expect(verdict('The licensing board granted the application three weeks later.', ctx)).toBe('SUPPORTED');
    expect(verdict('The licensing board granted the application two weeks later.', ctx)).toBe('REFUTED');
    expect(verdict('The licensing board granted the application three weeks earlier.', ctx)).not.toBe('SUPPORTED');
  });

  it('an amount stated for a list is for the list together: one member is neither given nor refuted by it', () => {
    const recall = 'Vela Motors recalled 3,200 vans in Germany and Austria.';
    expect(verdict('Vela Motors recalled 3,200 vans in Germany.', recall)).not.toBe('SUPPORTED');
    expect(verdict('Vela Motors recalled 1,100 vans in Austria.', recall)).not.toBe('REFUTED');
    expect(verdict('Vela Motors recalled 5,000 vans in Germany and Austria.', recall)).toBe('REFUTED');
    // Without an amount a member may be dropped as before.
    expect(verdict('Vela Motors recalled vans in Austria.', recall)).toBe('SUPPORTED');
    const goals = 'Alma and Rui scored 30 goals this season.';
    expect(verdict('Alma scored 30 goals this season.', goals)).not.toBe('SUPPORTED');
    expect(verdict('Alma scored 12 goals this season.', goals)).not.toBe('REFUTED');
    // A number that labels ("Flight 370") is no amount.
    expect(verdict('Flight 370 departed from Kuala Lumpur.', 'Flight 370 departed from Kuala Lumpur and Singapore.')).toBe('SUPPORTED');
    // Two phrases in one role read from an elided clause ("and 1,100 in Austria") are a list too.
    const split = 'Vela Motors recalled 3,200 vans in Germany and 1,100 in Austria.';
    expect(verdict('Vela Motors recalled 1,100 vans in Austria.', split)).not.toBe('REFUTED');
    expect(verdict('Vela Motors recalled 3,200 vans in Austria.', split)).not.toBe('SUPPORTED');
  });

  it('across units a value stands for its rounding: "984 feet" is 300 metres written in feet', () => {
    const tower = 'The Veld radio tower is 300 metres tall.';
    expect(verdict('The Veld radio tower is 984 feet tall.', tower)).not.toBe('REFUTED');
    expect(verdict('The Veld radio tower is 1,200 feet tall.', tower)).toBe('REFUTED');
    expect(verdict('The Veld radio tower is 200 metres tall.', tower)).toBe('REFUTED');
  });

  it('"former", "deputy", "alleged" and their kind are never dropped or added', () => {
    const ctx = "The bank's former chief executive, Lena Holt, joined Brightwave in 2021.";
    expect(verdict("Lena Holt is the bank's chief executive.", ctx)).not.toBe('SUPPORTED');
    expect(verdict("Lena Holt is the bank's former chief executive.", ctx)).not.toBe('REFUTED');
    const deputy = 'The deputy mayor of Orsk, Ivo Lind, opened the bridge.';
    expect(verdict('The mayor of Orsk opened the bridge.', deputy)).not.toBe('SUPPORTED');
  });

  it('a reporting clause after a comma attributes the sentence, with its own frame or more after it', () => {
    const warned = 'Vinter Bank will cut 300 jobs, union leaders warned on Monday.';
    expect(verdict('Vinter Bank will cut 300 jobs.', warned)).not.toBe('SUPPORTED');
    expect(verdict('Union leaders warned on Monday that Vinter Bank will cut 300 jobs.', warned)).toBe('SUPPORTED');
    const denied = 'Vinter Bank will cut 300 jobs, the union said; the bank denied it.';
    expect(verdict('Vinter Bank will cut 300 jobs.', denied)).not.toBe('SUPPORTED');
  });

  it('"a stake in X" is what is held in X, and a participant described more loosely may be another one', () => {
    const ctx = 'Kora sold its stake in Breck to Lunde for $90 million.';
    expect(verdict("Breck bought Kora's stake.", ctx)).not.toBe('REFUTED');
    expect(verdict("Lunde bought Kora's stake in Breck.", ctx)).toBe('SUPPORTED');
  });

  it('"only 3 of the 12 trains" and "three trains" count the same holders', () => {
    const ctx = 'Only 3 of the 12 trains ran on time.';
    expect(verdict('Three trains ran on time.', ctx)).not.toBe('REFUTED');
    expect(verdict('Four trains ran on time.', ctx)).toBe('REFUTED');
  });

  it('a share of a group in a frame is never dropped; a plural title is no one holder', () => {
    expect(verdict('Headaches were rare.', 'Headaches were rare in 80 % of the volunteers.')).not.toBe('SUPPORTED');
    expect(verdict('The rash cleared.', 'The rash cleared in three of the five patients.')).not.toBe('SUPPORTED');
    expect(verdict('The storm damaged roofs.', 'The storm damaged roofs in Vell in 2021.')).toBe('SUPPORTED');
    const squad = "Denmark's squad includes the defenders Ole Brink and Kasper Lund.";
    expect(verdict("Denmark's squad includes the defender Kasper Lund.", squad)).not.toBe('REFUTED');
    expect(verdict('Ole Brink is the defender.', squad)).not.toBe('SUPPORTED');
  });

  it('an ordinal of a period is another time, not a contradicting value; a condition the parse cannot read still restricts', () => {
    expect(verdict('Exports rose 5 % in the first half.', 'Exports rose 5 % in the second half.')).toBe('INCONCLUSIVE');
    expect(verdict('The jobless rate was 4.2 % in the third quarter.', 'The jobless rate was 4.2 % in the second quarter.')).toBe(
      'INCONCLUSIVE',
    );
    expect(verdict('The team finished second in the league.', 'The team finished third in the league.')).toBe('REFUTED');
    // An ordinal before its noun picks a member of a series; as the attribute of "be" or before a rank noun it still contradicts.
    expect(verdict('Lea Brun won the fifth round of the Ostra Open.', 'Lea Brun won the fourth round of the Ostra Open on Monday.')).toBe(
      'INCONCLUSIVE',
    );
    expect(verdict('The choir recorded its third album in Bergen.', 'The choir recorded its second album in Bergen.')).toBe('INCONCLUSIVE');
    expect(verdict('Ruiz was the ninth governor of Palma.', 'Ruiz was the eighth governor of Palma.')).toBe('REFUTED');
    expect(verdict('The crew came home in sixth place.', 'The crew came home in fourth place.')).toBe('REFUTED');
    const phone = 'The handset runs for up to 30 hours when playing music.';
    expect(verdict('The handset runs for up to 30 hours.', phone)).toBe('INCONCLUSIVE');
    expect(verdict('The handset runs for up to 30 hours.', 'The handset runs for up to 30 hours when it streams music.')).toBe(
      'INCONCLUSIVE',
    );
    // "9 am" is a time of day, not the verb: "on weekdays" stays a frame of the present clause.
    expect(verdict('The pharmacy opens at 8 am.', 'The pharmacy opens at 8 am on Saturdays.')).toBe('INCONCLUSIVE');
    expect(verdict('The pharmacy opens at 9 am on Saturdays.', 'The pharmacy opens at 8 am on Saturdays.')).toBe('REFUTED');
  });

  it('after a fronted phrase and a comma, a name and its verb are the main clause, not an apposition of the phrase', () => {
    const race = 'In the Vella Cup final, Noor Haddad won, ahead of the defending champion, Ines Ruiz.';
    expect(verdict('Ines Ruiz was the defending champion in the Vella Cup final.', race)).not.toBe('REFUTED');
    expect(verdict('Ines Ruiz won the Vella Cup final.', race)).not.toBe('SUPPORTED');
    expect(verdict('Ines Ruiz was the defending champion.', race)).toBe('SUPPORTED');
  });
});

describe('the level a change of a figure ends at measures the change', () => {
  it('"raised X to 3 percent", "cut X from 2 % to 1.5 %": the end and starting values are no frame of the change', () => {
    const union = 'The Ledra Credit Union raised its savings rate to 3 percent on Monday. Members welcomed the move.';
    expect(verdict('The Ledra Credit Union lowered its savings rate on Monday.', union)).toBe('REFUTED');
    expect(verdict('The Ledra Credit Union raised its savings rate on Monday.', union)).toBe('SUPPORTED');
    // Opposite changes can follow each other: another day is another change.
    expect(verdict('The Ledra Credit Union lowered its savings rate on Friday.', union)).toBe('INCONCLUSIVE');
    const bank = 'The Brisa central bank cut its deposit rate from 2 % to 1.5 % on Tuesday. Markets had expected the move.';
    expect(verdict('The Brisa central bank raised its deposit rate on Tuesday.', bank)).toBe('REFUTED');
    expect(verdict('The Brisa central bank raised its deposit rate in May.', bank)).toBe('INCONCLUSIVE');
  });
});

describe('a phrase after the last comma of a clause, without a verb, describes it', () => {
  it('"…, its second cut this year" is no second object: the clause is compared without it', () => {
    const council = 'The Osk city council lowered the harbour fee to €12 on Monday, its second cut this year.';
    expect(verdict('The Osk city council raised the harbour fee on Monday.', council)).toBe('REFUTED');
    expect(verdict('The Osk city council lowered the harbour fee to €12 on Monday.', council)).toBe('SUPPORTED');
    // In a claim the phrase is still something it says, which the context must give in the same words.
    expect(verdict('The Osk city council lowered the harbour fee to €12 on Monday, its first cut this year.', council)).toBe(
      'INCONCLUSIVE',
    );
  });

  it('a phrase with a verb after the comma is a clause of its own ("…, the company said"), not a description', () => {
    const water = 'Brannock Water raised its standing charge to £52 on 1 April, the company said.';
    expect(verdict('Brannock Water raised its standing charge to £52 on 1 April.', water)).toBe('INCONCLUSIVE');
  });
});

describe('who does what an infinitive says', () => {
  it('after "ordered X to", X pays; after "beat X to", the subject wins', () => {
    const ruling = 'The regulator ordered Danfield Water to pay a fine of £2 million. The company said it would appeal.';
    expect(verdict('Danfield Water was ordered to pay a fine of £2 million.', ruling)).toBe('SUPPORTED');
    expect(verdict('The regulator was ordered to pay a fine of £2 million.', ruling)).not.toBe('SUPPORTED');
    expect(verdict('The regulator ordered Danfield Water to pay a fine of £2 million.', ruling)).toBe('SUPPORTED');
    const court = 'The court ordered Marlow Freight to pay Ana Pike €9,200 in damages.';
    expect(verdict('Marlow Freight was ordered to pay Ana Pike €9,200 in damages.', court)).toBe('SUPPORTED');
    expect(verdict('The court ordered Marlow Freight to pay Ana Pike €12,000 in damages.', court)).toBe('REFUTED');
    expect(verdict('Maya Takeda won the Orlen Open on Sunday.', 'Sofia Brandt beat Maya Takeda to win the Orlen Open on Sunday.')).not.toBe(
      'SUPPORTED',
    );
  });
});

describe('a sentence read without any verb takes the first word that can be one', () => {
  it('an "-s" form after the subject ("melts", "spans") or the base form after a modal ("will last") is the verb', () => {
    const metal = 'Vellium melts at 1,230 degrees Celsius. It is mined in two countries.';
    expect(verdict('Vellium melts at 1,320 degrees Celsius.', metal)).toBe('REFUTED');
    expect(verdict('Vellium melts at 1,230 degrees Celsius.', metal)).toBe('SUPPORTED');
    const viaduct = 'The Orsa viaduct spans 640 metres across the valley. It opened in 1911.';
    expect(verdict('The Orsa viaduct spans 460 metres across the valley.', viaduct)).toBe('REFUTED');
    expect(verdict('The Orsa viaduct spans 640 metres across the valley.', viaduct)).toBe('SUPPORTED');
    expect(verdict('The ferry trial will last five years.', 'The ferry trial will last three years. It starts in May.')).toBe('REFUTED');
  });

  it('a word inside a phrase after a preposition is never taken for the verb', () => {
    expect(verdict('Gulls on the cliffs of Marra.', 'Gulls nest on the cliffs of Marra. The colony grows each year.')).toBe('INCONCLUSIVE');
  });
});

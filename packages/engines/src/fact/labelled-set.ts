import type { FactVerdict } from './verify-fact.ts';

export interface LabelledFact {
  claim: string;
  context: string;
  expected: FactVerdict;
  /** Named examples from the brief must always be right. */
  named?: boolean;
}

const EIFFEL =
  "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. It is named after the engineer Gustave Eiffel, whose company designed and built the tower. The Eiffel Tower is in Paris. Constructed from 1887 to 1889, it was initially criticised by some of France's leading artists. The tower is 330 metres tall and was the tallest man-made structure in the world for 41 years. It has three levels for visitors and receives about seven million visitors a year.";
const ACME =
  'Acme Robotics was founded in 1998 by Maria Lopez in Austin, Texas. The company went public in 2005. Acme employs 4,200 people and its headquarters are in Austin. In 2019 the company acquired Brightline, a sensor maker. Revenue increased by 12 percent in 2022.';
const AMAZON =
  'The Amazon River in South America is the largest river by discharge volume of water in the world. It flows through Brazil, Peru and Colombia. The river is about 6,400 kilometres long. The Amazon basin covers roughly seven million square kilometres.';
const MOON =
  'Apollo 11 was the spaceflight that first landed humans on the Moon. Commander Neil Armstrong and pilot Buzz Aldrin landed the lunar module Eagle on July 20, 1969. Michael Collins remained in lunar orbit. Armstrong became the first person to step onto the lunar surface. The crew returned to Earth on July 24, 1969.';
const PYTHON =
  'Python is a high-level programming language created by Guido van Rossum. It was first released in 1991. Python 3.0 was released in 2008 and is not backward compatible with Python 2. Python uses indentation to delimit blocks. The language is dynamically typed and garbage-collected.';
const CLINIC =
  'The Riverside Clinic opened in March 2015. It has 45 beds and employs twelve doctors. The clinic does not offer emergency services. Patients must book appointments online. The clinic is open on weekdays only.';
const WATER =
  'Water boils at 100 degrees Celsius at sea level. At higher altitudes, water boils at a lower temperature. Pure water freezes at 0 degrees Celsius. Water is composed of two hydrogen atoms and one oxygen atom.';
const MARKET =
  'In the third quarter, the company reported revenue of 3.2 million dollars. Profits fell by 8 percent compared with the previous quarter. The board approved a new dividend policy. The chief executive, Tom Reyes, will step down in December.';

export const LABELLED_FACTS: LabelledFact[] = [
  // Named examples from the brief.
  { claim: 'The Eiffel Tower is in Berlin', context: EIFFEL, expected: 'REFUTED', named: true },
  { claim: 'Acme Robotics was founded in 2005.', context: ACME, expected: 'REFUTED', named: true },
  { claim: 'Acme Robotics was founded in 1998.', context: ACME, expected: 'SUPPORTED', named: true },
  { claim: 'The Great Wall of China is visible from space.', context: EIFFEL, expected: 'INCONCLUSIVE', named: true },

  // Eiffel Tower.
  { claim: 'The Eiffel Tower is in Paris.', context: EIFFEL, expected: 'SUPPORTED' },
  { claim: 'The Eiffel Tower is 330 metres tall.', context: EIFFEL, expected: 'SUPPORTED' },
  { claim: 'The Eiffel Tower is 300 metres tall.', context: EIFFEL, expected: 'REFUTED' },
  { claim: 'The tower has four levels for visitors.', context: EIFFEL, expected: 'REFUTED' },
  { claim: 'The tower has three levels for visitors.', context: EIFFEL, expected: 'SUPPORTED' },
  { claim: 'The Eiffel Tower is named after Gustave Eiffel.', context: EIFFEL, expected: 'SUPPORTED' },
  { claim: 'The Eiffel Tower is named after Victor Hugo.', context: EIFFEL, expected: 'REFUTED' },
  { claim: 'The Eiffel Tower was the tallest man-made structure in the world for 41 years.', context: EIFFEL, expected: 'SUPPORTED' },
  { claim: 'The Eiffel Tower was the tallest man-made structure in the world for 20 years.', context: EIFFEL, expected: 'REFUTED' },
  { claim: 'The Eiffel Tower receives about seven million visitors a year.', context: EIFFEL, expected: 'SUPPORTED' },
  { claim: 'The Eiffel Tower has a restaurant run by a famous chef.', context: EIFFEL, expected: 'INCONCLUSIVE' },
  { claim: 'The Eiffel Tower is made of reinforced concrete and glass.', context: EIFFEL, expected: 'INCONCLUSIVE' },

  // Acme.
  { claim: 'Acme Robotics went public in 2005.', context: ACME, expected: 'SUPPORTED' },
  { claim: 'Acme Robotics went public in 1998.', context: ACME, expected: 'REFUTED' },
  { claim: 'Acme employs 4,200 people.', context: ACME, expected: 'SUPPORTED' },
  { claim: 'Acme employs 5,000 people.', context: ACME, expected: 'REFUTED' },
  { claim: 'Acme Robotics was founded by Maria Lopez.', context: ACME, expected: 'SUPPORTED' },
  { claim: 'Acme Robotics was founded by John Smith.', context: ACME, expected: 'REFUTED' },
  { claim: 'The headquarters of Acme are in Austin.', context: ACME, expected: 'SUPPORTED' },
  { claim: 'The headquarters of Acme are in Denver.', context: ACME, expected: 'REFUTED' },
  { claim: 'In 2019 the company acquired Brightline.', context: ACME, expected: 'SUPPORTED' },
  { claim: 'Revenue decreased by 12 percent in 2022.', context: ACME, expected: 'REFUTED' },
  { claim: 'Revenue increased by 12 percent in 2022.', context: ACME, expected: 'SUPPORTED' },
  { claim: 'Acme Robotics plans to open a factory in Mexico.', context: ACME, expected: 'INCONCLUSIVE' },
  { claim: 'Acme pays its engineers above the market average.', context: ACME, expected: 'INCONCLUSIVE' },

  // Amazon.
  { claim: 'The Amazon is the largest river by discharge volume in the world.', context: AMAZON, expected: 'SUPPORTED' },
  { claim: 'The Amazon is the smallest river by discharge volume in the world.', context: AMAZON, expected: 'REFUTED' },
  { claim: 'The Amazon River flows through Brazil.', context: AMAZON, expected: 'SUPPORTED' },
  { claim: 'The river is about 6,400 kilometres long.', context: AMAZON, expected: 'SUPPORTED' },
  { claim: 'The river is 4,000 kilometres long.', context: AMAZON, expected: 'REFUTED' },
  { claim: 'The Amazon River is home to pink dolphins.', context: AMAZON, expected: 'INCONCLUSIVE' },
  { claim: 'The Amazon basin covers roughly seven million square kilometres.', context: AMAZON, expected: 'SUPPORTED' },

  // Apollo 11.
  { claim: 'Apollo 11 landed on the Moon on July 20, 1969.', context: MOON, expected: 'SUPPORTED' },
  { claim: 'Apollo 11 landed on the Moon on July 21, 1970.', context: MOON, expected: 'REFUTED' },
  { claim: 'Neil Armstrong was the first person to step onto the lunar surface.', context: MOON, expected: 'SUPPORTED' },
  { claim: 'Buzz Aldrin was the first person to step onto the lunar surface.', context: MOON, expected: 'REFUTED' },
  { claim: 'Michael Collins remained in lunar orbit.', context: MOON, expected: 'SUPPORTED' },
  { claim: 'The crew returned to Earth on July 24, 1969.', context: MOON, expected: 'SUPPORTED' },
  { claim: 'The Apollo 11 crew was quarantined for three weeks.', context: MOON, expected: 'INCONCLUSIVE' },

  // Python.
  { claim: 'Python was created by Guido van Rossum.', context: PYTHON, expected: 'SUPPORTED' },
  { claim: 'Python was first released in 1991.', context: PYTHON, expected: 'SUPPORTED' },
  { claim: 'Python was first released in 1995.', context: PYTHON, expected: 'REFUTED' },
  { claim: 'Python 3.0 is backward compatible with Python 2.', context: PYTHON, expected: 'REFUTED' },
  { claim: 'Python 3.0 is not backward compatible with Python 2.', context: PYTHON, expected: 'SUPPORTED' },
  { claim: 'Python is dynamically typed.', context: PYTHON, expected: 'SUPPORTED' },
  { claim: 'Python was designed at Bell Labs for telephone switches.', context: PYTHON, expected: 'INCONCLUSIVE' },

  // Clinic.
  { claim: 'The Riverside Clinic offers emergency services.', context: CLINIC, expected: 'REFUTED' },
  { claim: 'The clinic does not offer emergency services.', context: CLINIC, expected: 'SUPPORTED' },
  { claim: 'The clinic employs twelve doctors.', context: CLINIC, expected: 'SUPPORTED' },
  { claim: 'The clinic employs 15 doctors.', context: CLINIC, expected: 'REFUTED' },
  { claim: 'The clinic has 45 beds.', context: CLINIC, expected: 'SUPPORTED' },
  { claim: 'The Riverside Clinic opened in March 2015.', context: CLINIC, expected: 'SUPPORTED' },
  { claim: 'The Riverside Clinic opened in 2017.', context: CLINIC, expected: 'REFUTED' },
  { claim: 'The clinic accepts walk-in patients on Sundays.', context: CLINIC, expected: 'INCONCLUSIVE' },

  // Water.
  { claim: 'Water boils at 100 degrees Celsius at sea level.', context: WATER, expected: 'SUPPORTED' },
  { claim: 'Water boils at 90 degrees Celsius at sea level.', context: WATER, expected: 'REFUTED' },
  { claim: 'At higher altitudes, water boils at a higher temperature.', context: WATER, expected: 'REFUTED' },
  { claim: 'Water is composed of two hydrogen atoms and one oxygen atom.', context: WATER, expected: 'SUPPORTED' },
  { claim: 'Water is composed of three hydrogen atoms and one oxygen atom.', context: WATER, expected: 'REFUTED' },
  { claim: 'Seawater contains about 3.5 percent salt.', context: WATER, expected: 'INCONCLUSIVE' },

  // Market report.
  { claim: 'The company reported revenue of 3.2 million dollars in the third quarter.', context: MARKET, expected: 'SUPPORTED' },
  { claim: 'The company reported revenue of 4.5 million dollars in the third quarter.', context: MARKET, expected: 'REFUTED' },
  { claim: 'Profits rose by 8 percent compared with the previous quarter.', context: MARKET, expected: 'REFUTED' },
  { claim: 'The board approved a new dividend policy.', context: MARKET, expected: 'SUPPORTED' },
  { claim: 'The chief executive, Tom Reyes, will step down in December.', context: MARKET, expected: 'SUPPORTED' },
  { claim: 'The chief executive, Anna Berg, will step down in December.', context: MARKET, expected: 'REFUTED' },
  { claim: 'The company will hire 200 new staff next year.', context: MARKET, expected: 'INCONCLUSIVE' },
];

const BRIDGE =
  'The Golden Gate Bridge spans the Golden Gate strait in San Francisco. It opened to traffic on May 27, 1937. The main span is 1,280 metres long. The bridge was designed by engineer Joseph Strauss. It is painted in a colour called International Orange.';
const MARIE =
  'Marie Curie was a physicist and chemist born in Warsaw in 1867. She was the first woman to win a Nobel Prize. Curie won two Nobel Prizes, in physics and in chemistry. She did not receive a patent for the isolation of radium. She died in 1934 in France.';
const LIBRARY =
  "The city library holds about 250,000 books. It is closed on Mondays. Membership is free for residents under 18. The library was renovated in 2016 and added a children's wing.";

/**
 * Written after the engine was tuned on LABELLED_FACTS and never used for tuning: its accuracy is the honest estimate.
 */
export const HOLDOUT_FACTS: LabelledFact[] = [
  { claim: 'The Golden Gate Bridge opened on May 27, 1937.', context: BRIDGE, expected: 'SUPPORTED' },
  { claim: 'The Golden Gate Bridge opened in 1940.', context: BRIDGE, expected: 'REFUTED' },
  { claim: 'The main span is 1,280 metres long.', context: BRIDGE, expected: 'SUPPORTED' },
  { claim: 'The main span is 2,000 metres long.', context: BRIDGE, expected: 'REFUTED' },
  { claim: 'The bridge was designed by Joseph Strauss.', context: BRIDGE, expected: 'SUPPORTED' },
  { claim: 'The bridge was designed by Frank Lloyd Wright.', context: BRIDGE, expected: 'REFUTED' },
  { claim: 'The Golden Gate Bridge is in Los Angeles.', context: BRIDGE, expected: 'REFUTED' },
  { claim: 'The bridge carries about 110,000 vehicles per day.', context: BRIDGE, expected: 'INCONCLUSIVE' },
  { claim: 'Marie Curie was born in Warsaw.', context: MARIE, expected: 'SUPPORTED' },
  { claim: 'Marie Curie was born in Paris.', context: MARIE, expected: 'REFUTED' },
  { claim: 'Marie Curie was born in 1867.', context: MARIE, expected: 'SUPPORTED' },
  { claim: 'Curie won three Nobel Prizes.', context: MARIE, expected: 'REFUTED' },
  { claim: 'She was the first woman to win a Nobel Prize.', context: MARIE, expected: 'SUPPORTED' },
  { claim: 'Marie Curie received a patent for the isolation of radium.', context: MARIE, expected: 'REFUTED' },
  { claim: 'Marie Curie died in 1934.', context: MARIE, expected: 'SUPPORTED' },
  { claim: 'Marie Curie taught at a university in Poland.', context: MARIE, expected: 'INCONCLUSIVE' },
  { claim: 'The library holds about 250,000 books.', context: LIBRARY, expected: 'SUPPORTED' },
  { claim: 'The library is open on Mondays.', context: LIBRARY, expected: 'REFUTED' },
  { claim: 'Membership is free for residents under 18.', context: LIBRARY, expected: 'SUPPORTED' },
  { claim: 'The library was renovated in 2012.', context: LIBRARY, expected: 'REFUTED' },
  { claim: 'The library has a rooftop cafe.', context: LIBRARY, expected: 'INCONCLUSIVE' },
  { claim: 'The library lends e-books through an app.', context: LIBRARY, expected: 'INCONCLUSIVE' },
];

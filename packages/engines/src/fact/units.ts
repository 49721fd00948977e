/**
 * Units next to numbers, compared like numbers: "50 g" and "50 mg" are both masses and differ by a factor of 1,000,
 * "12 percent" and "12%" are the same ratio, "°C" and "degrees Celsius" the same scale. A unit is a dimension plus
 * the factor to that dimension's base unit; words that are not units ("people", "visitors") are counted nouns and
 * only match themselves.
 */
export interface Unit {
  /** `mass`, `length`, …, or `noun:<stem>` for a counted noun. */
  dim: string;
  factor: number;
  /** Added after the factor: temperatures convert to kelvin with an offset (°C + 273.15). */
  offset?: number;
  /** How the unit is written back to the caller. */
  label: string;
}

type Entry = [dim: string, factor: number, label: string, offset?: number];

const TABLE: Record<string, Entry> = {};
function define(dim: string, factor: number, label: string, words: string[], offset = 0): void {
  for (const w of words) TABLE[w] = [dim, factor, label, offset];
}

define('mass', 1e-6, 'µg', ['µg', 'ug', 'mcg', 'microgram', 'micrograms']);
define('mass', 1e-3, 'mg', ['mg', 'milligram', 'milligrams', 'milligramme', 'milligrammes']);
define('mass', 1, 'g', ['g', 'gram', 'grams', 'gramme', 'grammes', 'gr']);
define('mass', 1e3, 'kg', ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes']);
define('mass', 1e6, 't', ['tonne', 'tonnes', 'metric ton', 'metric tons']);
define('mass', 453.59237, 'lb', ['lb', 'lbs', 'pound', 'pounds']);
define('mass', 28.349523125, 'oz', ['oz', 'ounce', 'ounces']);
define('length', 1e-3, 'mm', ['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters']);
define('length', 1e-2, 'cm', ['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters']);
define('length', 1, 'm', ['m', 'metre', 'metres', 'meter', 'meters']);
define('length', 1e3, 'km', ['km', 'kms', 'kilometre', 'kilometres', 'kilometer', 'kilometers']);
define('length', 0.0254, 'in', ['inch', 'inches']);
define('length', 0.3048, 'ft', ['ft', 'foot', 'feet']);
define('length', 0.9144, 'yd', ['yd', 'yard', 'yards']);
define('length', 1609.344, 'mi', ['mi', 'mile', 'miles']);
define('volume', 1e-3, 'ml', ['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters']);
define('volume', 1e-2, 'cl', ['cl', 'centilitre', 'centilitres']);
define('volume', 1, 'l', ['l', 'litre', 'litres', 'liter', 'liters']);
define('volume', 3.785411784, 'gal', ['gallon', 'gallons']);
define('time', 1e-3, 'ms', ['ms', 'millisecond', 'milliseconds']);
define('time', 1, 's', ['sec', 'secs', 'seconds']);
define('time', 60, 'min', ['min', 'mins', 'minute', 'minutes']);
define('time', 3600, 'h', ['h', 'hr', 'hrs', 'hour', 'hours']);
define('time', 86400, 'days', ['day', 'days']);
define('time', 604800, 'weeks', ['week', 'weeks']);
define('time', 2_629_746, 'months', ['month', 'months']);
define('time', 315_569_520, 'decades', ['decade', 'decades']);
define('time', 31_556_952, 'years', ['year', 'years', 'yr', 'yrs']);
define('ratio', 1, '%', ['%', 'percent', 'per cent', 'pct', 'percentage']);
define('temperature', 1, '°C', ['°c', 'celsius', 'centigrade', 'degrees celsius', 'degree celsius', 'degrees centigrade', 'c°'], 273.15);
define('temperature', 5 / 9, '°F', ['°f', 'fahrenheit', 'degrees fahrenheit', 'degree fahrenheit'], 459.67 * (5 / 9));
define('temperature', 1, 'K', ['kelvin', 'kelvins']);
define('degree', 1, '°', ['°', 'degree', 'degrees']);
define('usd', 1, 'USD', ['$', 'usd', 'dollar', 'dollars', 'us$']);
define('eur', 1, 'EUR', ['€', 'eur', 'euro', 'euros']);
define('gbp', 1, 'GBP', ['£', 'gbp', 'sterling']);
// Other currencies by their written names: a sum in one is never the same sum in another. "kroner" (Danish or
// Norwegian) and "kronor" (Swedish) are kept apart from each other only as far as the word tells.
define('krone', 1, 'kroner', ['krone', 'kroner', 'nok', 'dkk']);
define('krona', 1, 'kronor', ['krona', 'kronor', 'sek']);
define('jpy', 1, 'JPY', ['yen', 'jpy']);
define('cny', 1, 'CNY', ['yuan', 'renminbi', 'cny', 'rmb']);
define('chf', 1, 'CHF', ['chf', 'swiss franc', 'swiss francs']);
define('inr', 1, 'INR', ['rupee', 'rupees', 'inr']);
define('rub', 1, 'RUB', ['rouble', 'roubles', 'ruble', 'rubles', 'rub']);
define('pln', 1, 'PLN', ['zloty', 'zlotys', 'zlotych', 'pln']);
define('zar', 1, 'ZAR', ['rand', 'zar']);
define('area', 1e6, 'km²', ['km²', 'square kilometre', 'square kilometres', 'square kilometer', 'square kilometers', 'sq km']);
define('area', 1, 'm²', ['m²', 'square metre', 'square metres', 'square meter', 'square meters', 'sq m']);
define('area', 2_589_988.110336, 'mi²', ['square mile', 'square miles', 'sq mi']);
define('area', 4046.8564224, 'acres', ['acre', 'acres']);
define('area', 10_000, 'ha', ['ha', 'hectare', 'hectares']);
define('speed', 1 / 3.6, 'km/h', ['km/h', 'kph', 'kmh', 'kilometres per hour', 'kilometers per hour']);
define('speed', 0.44704, 'mph', ['mph', 'miles per hour']);
define('energy', 1, 'kcal', ['kcal', 'calorie', 'calories', 'kilocalorie', 'kilocalories']);
define('power', 1e3, 'kW', ['kw', 'kilowatt', 'kilowatts']);
define('power', 1e6, 'MW', ['mw', 'megawatt', 'megawatts']);
define('power', 1, 'W', ['w', 'watt', 'watts']);
// Electrical energy (a power over a time): "18.4 TWh" and "18.4 GWh" differ by a factor of 1,000, as "50 g" and
// "50 mg" do. The base is the watt-hour; kcal stays apart (a food energy, never written beside these).
define('electric-energy', 1, 'Wh', ['wh', 'watt-hour', 'watt-hours']);
define('electric-energy', 1e3, 'kWh', ['kwh', 'kilowatt-hour', 'kilowatt-hours']);
define('electric-energy', 1e6, 'MWh', ['mwh', 'megawatt-hour', 'megawatt-hours']);
define('electric-energy', 1e9, 'GWh', ['gwh', 'gigawatt-hour', 'gigawatt-hours']);
define('electric-energy', 1e12, 'TWh', ['twh', 'terawatt-hour', 'terawatt-hours']);
define('power', 1e9, 'GW', ['gw', 'gigawatt', 'gigawatts']);

/**
 * The unit written at `words` (lower-case, from the word right after a number): the longest match of up to three
 * words, so "degrees Celsius" wins over "degrees" and "square kilometres" over "square". Returns the unit and how many
 * words it took.
 */
export function readUnit(words: string[]): { unit: Unit; length: number } | null {
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const entry = TABLE[words.slice(0, n).join(' ')];
    if (entry) return { unit: { dim: entry[0], factor: entry[1], offset: entry[3] ?? 0, label: entry[2] }, length: n };
  }
  return null;
}

/** A counted noun ("4,200 people") is a unit of its own: it only matches the same noun. */
export function nounUnit(stem: string): Unit {
  return { dim: `noun:${stem}`, factor: 1, label: stem };
}

/**
 * Whether two units measure the same thing. A bare "degrees" matches any temperature, and a number without a unit is
 * compared with anything (the caller decides whether that is enough to support a claim).
 */
export function sameDimension(a: Unit | null, b: Unit | null): boolean {
  if (!a || !b) return true;
  if (a.dim === b.dim) return true;
  // A bare "degrees" is a temperature on an unknown scale.
  const temperature = (u: Unit) => u.dim === 'degree' || u.dim === 'temperature';
  return temperature(a) && temperature(b);
}

/** Dimensions that are currencies: two different ones never state the same amount. */
export const CURRENCY_DIMS = new Set(['usd', 'eur', 'gbp', 'krone', 'krona', 'jpy', 'cny', 'chf', 'inr', 'rub', 'pln', 'zar']);

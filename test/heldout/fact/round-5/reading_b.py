# Second hand reading (reading B), made later on the same pairs in a shuffled order
# (random.Random(5).shuffle), without the labels of reading A in view.
# S = SUPPORTED, R = REFUTED, N = NOT ENOUGH INFO. Notes only where the reading needed thought.

READING_B = {
 "f5-062": "R", "f5-065": "R", "f5-063": "S",
 "f5-118": "N",  # "Brenford extended Hanna Lo's contract" makes the club the agent; the context says she extended it
 "f5-042": "S", "f5-030": "S", "f5-025": "S", "f5-016": "N", "f5-029": "R", "f5-034": "R", "f5-051": "N",
 "f5-064": "N", "f5-091": "R", "f5-103": "S", "f5-009": "R", "f5-077": "N", "f5-069": "S", "f5-008": "R",
 "f5-037": "R", "f5-106": "S", "f5-067": "S", "f5-006": "N", "f5-096": "R", "f5-104": "R", "f5-052": "R",
 "f5-019": "N", "f5-013": "R", "f5-055": "R", "f5-098": "R", "f5-121": "S", "f5-086": "N", "f5-035": "S",
 "f5-113": "R",  # the study found it did not break polypropylene down
 "f5-045": "S", "f5-115": "S", "f5-059": "S", "f5-112": "R", "f5-073": "S", "f5-040": "N", "f5-043": "N",
 "f5-012": "R",
 "f5-088": "R",  # everyone over three months includes the excepted allergic people over six months
 "f5-031": "R", "f5-109": "S", "f5-023": "N", "f5-056": "S", "f5-058": "R", "f5-083": "S",
 "f5-119": "N",  # funding need not be exclusive
 "f5-044": "R", "f5-054": "N", "f5-079": "R", "f5-097": "S", "f5-066": "R", "f5-092": "R", "f5-020": "N",
 "f5-075": "R", "f5-005": "R", "f5-081": "N", "f5-087": "R", "f5-110": "N", "f5-011": "S", "f5-071": "S",
 "f5-047": "N", "f5-003": "N", "f5-039": "R", "f5-117": "S", "f5-072": "N", "f5-090": "S", "f5-078": "S",
 "f5-099": "S", "f5-026": "R", "f5-041": "R", "f5-038": "S", "f5-076": "S", "f5-022": "S", "f5-093": "R",
 "f5-027": "R", "f5-107": "R", "f5-001": "S", "f5-082": "N", "f5-017": "R", "f5-057": "N", "f5-085": "S",
 "f5-122": "N", "f5-018": "S", "f5-010": "S", "f5-105": "N", "f5-050": "S", "f5-024": "R", "f5-036": "N",
 "f5-053": "S", "f5-028": "S", "f5-094": "S", "f5-002": "R", "f5-101": "R", "f5-074": "R", "f5-014": "N",
 "f5-070": "R", "f5-049": "N", "f5-111": "S", "f5-061": "S", "f5-048": "N", "f5-015": "S", "f5-021": "R",
 "f5-007": "S", "f5-114": "N", "f5-032": "N", "f5-100": "N", "f5-060": "N", "f5-116": "N", "f5-004": "S",
 "f5-068": "R", "f5-084": "R", "f5-120": "N", "f5-108": "N", "f5-089": "N", "f5-102": "S", "f5-046": "S",
 "f5-095": "N", "f5-033": "R", "f5-080": "S",
}

"""Hand-labelled reasoning traces for the process engine (IRAC mode); writes traces.json beside this file.

Usage: python3 make_traces.py
Each trace was read by a person and labelled with the IRAC steps it really contains: a step counts when the trace
states it with some content (an issue, a rule, facts applied to the rule, a conclusion), whatever the layout
(headings at line starts, inline "Rule: ..." labels, or plain prose). Headings with nothing under them do not count.
"""
import json
import os

ALL = ["Issue", "Rule", "Application", "Conclusion"]

TRACES = [
    # --- headings at line starts ---------------------------------------------------------------------------------
    ("Issue: Is the lease void?\nRule: A lease signed by a minor is voidable at the minor's option.\n"
     "Application: Sam was 17 when he signed and has now disaffirmed the lease.\nConclusion: The lease is void.", ALL),
    ("## Issue\nWhether the employer owes overtime pay.\n## Rule\nNon-exempt employees earn 1.5 times pay after 40 hours.\n"
     "## Analysis\nMaria worked 46 hours and is non-exempt.\n## Holding\nThe employer owes six hours of overtime.", ALL),
    ("**Question presented:** whether the seller breached the warranty of merchantability.\n"
     "**Governing law:** goods must be fit for their ordinary purpose under UCC 2-314.\n"
     "**Discussion:** the blender broke on first use while blending ice, an ordinary purpose.\n"
     "**Disposition:** the seller breached the warranty.", ALL),
    ("1. Issue - can the city ban the parade?\n2. Rule - content-neutral limits on time and place are allowed.\n"
     "3. Application - the ban targets only the parade's message.\n4. Conclusion - the ban is unconstitutional.", ALL),
    # --- inline headings ---------------------------------------------------------------------------------------
    ("We start with the facts. Issue: whether Ann's tweet is defamatory. Rule: a false statement of fact that harms "
     "reputation is defamatory. Application: the tweet claims the mayor took bribes, which is false and harmful. "
     "Conclusion: the tweet is defamatory.", ALL),
    ("Facts first. Issue: did the buyer accept the offer? Rule: acceptance must mirror the offer's terms. "
     "Analysis: the buyer changed the delivery date in his reply. Conclusion: there was no acceptance, only a counteroffer.", ALL),
    ("The memo is short. Issue: whether the dog owner is liable. Rule: owners are strictly liable for bites by dogs "
     "known to be dangerous. Conclusion: the owner is liable.", ["Issue", "Rule", "Conclusion"]),
    # --- prose with signal phrases -----------------------------------------------------------------------------
    ("The issue is whether the landlord may keep the deposit. Under the state housing code, a landlord must return a "
     "deposit within 30 days unless there is damage. In this case the apartment was left clean and the landlord waited "
     "two months. Therefore the landlord must return the deposit.", ALL),
    ("The question is whether the contract is enforceable. The statute of frauds requires a writing for land sales. "
     "In the present case the parties only shook hands over the sale of a farm. Thus the contract is unenforceable.", ALL),
    ("The central question is whether the driver was negligent. The law requires drivers to use reasonable care. "
     "On these facts the driver was texting at the time of the crash. Accordingly, the driver was negligent.", ALL),
    ("At issue is whether the patent is obvious. Courts have held that combining known elements with predictable "
     "results is obvious. Here, the claimed device simply joins a known clip to a known pen. We conclude the patent is invalid.", ALL),
    ("The main issue is whether the employee was fired for whistleblowing. Section 12 of the act prohibits retaliation "
     "against whistleblowers. In this case the firing came one day after her report to the regulator. "
     "It follows that the firing was unlawful.", ALL),
    # --- hollow headings --------------------------------------------------------------------------------------
    ("Issue:\nRule:\nApplication:\nConclusion:", []),
    ("## Issue\n\n## Rule\n\n## Analysis\n\n## Conclusion\n", []),
    ("Issue: TBD\nRule: TBD\nApplication: TBD\nConclusion: TBD", []),
    ("Issue: whether the will is valid.\nRule: N/A\nApplication:\nConclusion: the will is valid.", ["Issue", "Conclusion"]),
    ("**Issue**\n**Rule**\n**Application**\n**Conclusion**\nThe contract is void.", ["Conclusion"]),
    ("Issue: whether the tenant may sublet.\nRule: \nApplication: \nConclusion: ", ["Issue"]),
    # --- missing steps ----------------------------------------------------------------------------------------
    ("Issue: whether the goods were delivered late.\nConclusion: they were late, so the buyer may cancel.", ["Issue", "Conclusion"]),
    ("The rule is that a gift requires intent, delivery and acceptance. The grandmother handed over the ring and said it "
     "was his. Therefore the gift is complete.", ["Rule", "Conclusion"]),
    ("The contract was signed on May 1. The goods arrived on May 20. The buyer was unhappy and wrote an angry letter.", []),
    ("Conclusion: the defendant wins.", ["Conclusion"]),
    ("I like this rule of thumb and the analysis was fun; no problem at all.", []),
    ("Rule: a valid contract needs offer, acceptance and consideration.\nApplication: both parties signed and the buyer "
     "paid the price.", ["Rule", "Application"]),
    ("The question of whether the search was lawful arises often. The Fourth Amendment requires a warrant for a home search.",
     ["Issue", "Rule"]),
    # --- mixed forms ------------------------------------------------------------------------------------------
    ("Issue: whether the merger needs approval.\nThe law provides that mergers above $100 million need regulator approval. "
     "In our case the merger is worth $250 million.\nConclusion: approval is required.", ALL),
    ("Is the non-compete enforceable? That is the key question here.\nRule: non-competes must be reasonable in time, "
     "area and scope.\nApplying this standard, a five-year worldwide ban is unreasonable.\nHence the clause is unenforceable.",
     ALL),
    ("> **Issue:** whether the airline must pay compensation\n> **Rule:** EU Regulation 261/2004 grants compensation for "
     "delays over three hours unless extraordinary circumstances apply\n> **Application:** the flight was four hours late "
     "because of a crew shortage, which is not extraordinary\n> **Conclusion:** the airline must pay 400 euros", ALL),
    ("ISSUE - whether the signature was forged\nRULE - forgery requires intent to defraud\nAPPLICATION - \nCONCLUSION - forged",
     ["Issue", "Rule"]),
    ("Summary | Issue: whether the app violates privacy law | Rule: consent is required before collecting location data | "
     "Application: the app collects location on install without asking | Conclusion: the app violates the law", ALL),
]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = []
    for trace, steps in TRACES:
        assert all(s in ALL for s in steps)
        out.append({"trace": trace, "steps": steps, "verified": len(steps) == 4})
    with open(os.path.join(here, "traces.json"), "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=1)
        fh.write("\n")
    print(f"{len(out)} traces, {sum(1 for t in out if t['verified'])} complete")


if __name__ == "__main__":
    main()

import os
from openai import OpenAI

client = OpenAI(api_key="sk-proj-Qw7rT2pLm9xVb4Nc8Hs1Kd6Fg3Jz5Ya0WuEo2Ri4Ty7Up")

SYSTEM_PROMPT = "You summarise support tickets in two sentences."


def summarise(ticket_text: str) -> str:
    completion = client.chat.completions.create(
        model=os.getenv("SUMMARY_MODEL", "gpt-4o-mini"),
        messages=[
            {"role": "system", "content": SYSTEM_PROMPT},
            {"role": "user", "content": ticket_text},
        ],
    )
    return completion.choices[0].message.content

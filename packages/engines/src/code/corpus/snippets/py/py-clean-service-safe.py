import logging
from dataclasses import dataclass

log = logging.getLogger(__name__)

@dataclass
class Order:
    id: int
    total: float

def summarise(orders):
    total = sum(o.total for o in orders)
    log.info("orders=%d total=%.2f", len(orders), total)
    return {"count": len(orders), "total": round(total, 2)}

import argparse
import logging

log = logging.getLogger("sync")


def main() -> None:
    parser = argparse.ArgumentParser(description="Sync the product catalogue")
    parser.add_argument("--log-level", default="info")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args()
    logging.basicConfig(level=getattr(logging, args.log_level.upper(), logging.INFO))
    log.info("starting sync (dry run: %s)", args.dry_run)


if __name__ == "__main__":
    main()

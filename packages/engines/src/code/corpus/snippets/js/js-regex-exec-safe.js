const m = /(\d+)-(\d+)/.exec(input);
const rows = db.exec(statement);

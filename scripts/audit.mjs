// `npm run audit:prod`: the dependency audit of what ships (production dependencies of every
// workspace), failing on any high or critical advisory. Prints each finding with the fix npm
// proposes. Exit codes: 0 clean, 1 high/critical advisories found, 2 the advisory service could
// not be asked (offline, or a registry mirror without the audit endpoint): not a pass.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const FAILING = new Set(['high', 'critical']);

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}

if (!report || report.error || !report.metadata) {
  const reason = report?.error?.summary || report?.message || (run.stderr || 'no answer').trim().split('\n').pop();
  console.error(`audit:prod could not ask the advisory service: ${reason}`);
  process.exit(2);
}

const counts = report.metadata.vulnerabilities ?? {};
const findings = Object.values(report.vulnerabilities ?? {}).filter((v) => FAILING.has(v.severity));
console.log(
  `Production dependencies: ${report.metadata.dependencies?.prod ?? '?'}; advisories: ` +
    ['critical', 'high', 'moderate', 'low', 'info'].map((s) => `${counts[s] ?? 0} ${s}`).join(', '),
);
for (const finding of findings) {
  const via = finding.via.map((v) => (typeof v === 'string' ? v : `${v.title} (${v.url})`)).join('; ');
  const fix = finding.fixAvailable === true ? 'npm audit fix' : finding.fixAvailable ? `upgrade ${finding.fixAvailable.name} to ${finding.fixAvailable.version}` : 'no fix yet';
  console.log(`  ${finding.severity.toUpperCase()} ${finding.name} ${finding.range}: ${via} → ${fix}`);
}
process.exit(findings.length > 0 ? 1 : 0);

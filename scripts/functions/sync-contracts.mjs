// The functions are deployed from supabase/functions alone, so the few shared-contracts modules
// they use (the inquiry rules the contact form also checks, the HTML allow-list, the site's name and address, the
// sitemap format, the way figures are written, the validation helpers, the schema's types) are
// copied under supabase/functions/_shared/contracts/. This script writes the copies; `--check`
// fails when one differs from its source (run by the unit tests).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SOURCE_DIR = path.join(ROOT, 'shared-contracts', 'src');
const TARGET_DIR = path.join(ROOT, 'supabase', 'functions', '_shared', 'contracts');

/** Paths below shared-contracts/src; each may import only the others in this list. */
export const CONTRACT_FILES = [
  'contact/inquiry.ts',
  'booking/booking.ts',
  'site/site-config.ts',
  'site/sitemap.ts',
  'format/numbers.ts',
  'format/dates.ts',
  'validation/index.ts',
  'supabase/database.types.ts',
  'supabase/schema.ts',
  'sanitize/purifier.ts',
];

export function header(file) {
  return `// Copied from shared-contracts/src/${file} by scripts/functions/sync-contracts.mjs: edit the\n// source and run \`npm run sync:functions\`; a unit test fails while the two differ.\n`;
}

/** The text each copy must have, keyed by its path. */
export function expectedCopies() {
  return new Map(
    CONTRACT_FILES.map((file) => [path.join(TARGET_DIR, file), header(file) + fs.readFileSync(path.join(SOURCE_DIR, file), 'utf8')]),
  );
}

/** Copies that are missing or differ from their source, and files in the folder nothing copies. */
export function staleCopies() {
  const expected = expectedCopies();
  const stale = [...expected].filter(([target, text]) => !fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== text).map(([target]) => target);
  const extra = fs.existsSync(TARGET_DIR)
    ? fs.readdirSync(TARGET_DIR, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !expected.has(file))
    : [];
  return [...stale, ...extra].map((file) => path.relative(ROOT, file));
}

function write() {
  fs.rmSync(TARGET_DIR, { recursive: true, force: true });
  for (const [target, text] of expectedCopies()) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }
  console.log(`Copied ${CONTRACT_FILES.length} shared-contracts modules to ${path.relative(ROOT, TARGET_DIR)}/`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = staleCopies();
    if (stale.length > 0) {
      console.error(`Out of date (run npm run sync:functions): ${stale.join(', ')}`);
      process.exit(1);
    }
  } else {
    write();
  }
}

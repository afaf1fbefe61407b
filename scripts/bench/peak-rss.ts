/**
 * Runs a script (`peak-rss.ts <script> [args…]`) in this process and, when it has finished,
 * prints the process's peak resident memory as "peak-rss-kb <n>" for the bench to read.
 */
import { pathToFileURL } from 'node:url';

const [script, ...args] = process.argv.slice(2);
if (!script) throw new Error('Usage: peak-rss.ts <script> [args…]');
process.argv = [process.argv[0]!, script, ...args];
process.on('exit', () => {
  console.log(`peak-rss-kb ${process.resourceUsage().maxRSS}`);
});
await import(pathToFileURL(script).href);

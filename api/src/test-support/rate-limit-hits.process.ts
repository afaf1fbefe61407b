import { openDatabase } from '../db/database.ts';
import { hitBudgets } from '../rate-limit/rate-limit-store.ts';

// One API process of the store's multi-process test: on "go", hits one budget (`limit` per
// minute) `times` times at the same instant and reports how many hits were allowed.
const [path, now, times, limit] = process.argv.slice(2).map((arg, i) => (i === 0 ? arg : Number(arg))) as [
  string,
  number,
  number,
  number,
];
const db = openDatabase(path);
process.once('message', () => {
  void (async () => {
    let allowed = 0;
    for (let i = 0; i < times; i++) {
      const hit = { budget: 'test', key: 'shared', limit, windowMs: 60_000 };
      if ((await hitBudgets(db, [hit], now)).allowed) allowed++;
    }
    await db.destroy();
    process.send!(allowed);
  })();
});
process.send!('ready');

import { randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { FOOD_SORTS } from '../functions/src/domain/foods.js';
import type { Food, IdResponse } from '../functions/src/domain/types.js';
import { checkStock, routeFigures, splitConnections, type DishStock, type LoadResult } from './load-check.js';
import { mapBounded } from './stats.js';

export { loadLines, type LoadResult } from './load-check.js';

/** How long the shoppers and buyers run (`--load-seconds=` overrides it, e.g. 10 for a smoke run). */
export const LOAD_SECONDS = 60;
export const SHOPPERS = 100;
export const BUYERS = 50;
export const DISHES = 5;
/**
 * Requests in flight at once (`--load-connections=`). The Functions emulator starts one worker process (≈ 100 MB, ≈ 1 s
 * of CPU) per request in flight, so one connection per user (150) needs a machine of its own; 16 keeps the shared
 * 2-core machine responsive while every user still buys or browses through them.
 */
export const LOAD_CONNECTIONS = 16;
/** Stock of each dish the buyers rush: enough for most of a run, so stock runs out under load too. */
export const DISH_STOCK = 300;
/** Rounds of the warm-up, at most (each waits for its slowest answer). */
const WARMUP_ROUNDS = 20;
/** A round is warm when its slowest answer took at most this long. */
const WARM_MS = 2_000;
const HOST = '127.0.0.1';
const PROJECT_ID = 'demo-foodstore';
const SEARCHES = ['biryani', 'kacchi', 'chicken', 'fish', 'mishti', 'b', 'tehari', 'pitha', 'curry', 'rice'];
const CATEGORIES = ['Rice', 'Chicken', 'Fish', 'Beef', 'Street Food', 'Dessert'];

interface Account {
  email: string;
  cookie: string;
}

/** A new Auth emulator account, signed in to the app through Hosting (POST /api/jwt). */
async function newAccount(appUrl: string, authHost: string, label: string): Promise<Account> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const signUp = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Password123', displayName: `Load ${label}`, returnSecureToken: true }),
  });
  const { idToken } = (await signUp.json()) as { idToken?: string };
  if (!signUp.ok || !idToken) throw new Error(`accounts:signUp answered ${signUp.status}`);
  const jwt = await fetch(`${appUrl}/api/jwt`, { method: 'POST', headers: { authorization: `Bearer ${idToken}` } });
  const cookie = (jwt.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (jwt.status !== 200 || !cookie.startsWith('__session=')) throw new Error(`POST /api/jwt answered ${jwt.status}`);
  return { email, cookie };
}

interface RouteLoad {
  route: string;
  connections: number;
  next: () => { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/**
 * The shoppers' routes and the buyers'. A request is one user's: a shopper's query or dish picked at random, a buyer
 * taken in turn (each of the 50 with their own session and a new Idempotency-Key), whichever connection sends it.
 */
function routeLoads(seededIds: string[], dishIds: string[], buyers: Account[], connections: number): RouteLoad[] {
  let nextBuyer = 0;
  const split = splitConnections(connections);
  const foodsQuery = () => {
    const query = new URLSearchParams();
    if (Math.random() < 0.6) query.set('search', pick(SEARCHES));
    if (Math.random() < 0.4) query.set('category', pick(CATEGORIES));
    if (Math.random() < 0.5) query.set('sort', pick(FOOD_SORTS));
    return query.toString();
  };
  const shopper = (i: number) => split.shoppers[i] ?? 1;
  return [
    { route: 'GET /api/foods?search&category&sort', connections: shopper(0), next: () => ({ method: 'GET', path: `/api/foods?${foodsQuery()}` }) },
    { route: 'GET /api/food/:id', connections: shopper(1), next: () => ({ method: 'GET', path: `/api/food/${pick(seededIds)}` }) },
    { route: 'GET / (page)', connections: shopper(2), next: () => ({ method: 'GET', path: '/' }) },
    { route: 'GET /foods (page)', connections: shopper(3), next: () => ({ method: 'GET', path: `/foods?${foodsQuery().replace('search=', 'q=')}` }) },
    { route: 'GET /food/:id (page)', connections: shopper(4), next: () => ({ method: 'GET', path: `/food/${pick(seededIds)}` }) },
    {
      route: 'POST /api/add-purchase-food',
      connections: split.buyers,
      next: () => {
        const buyer = buyers[nextBuyer++ % buyers.length];
        return {
          method: 'POST',
          path: '/api/add-purchase-food',
          headers: { cookie: buyer?.cookie ?? '', 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({ foodId: pick(dishIds), quantity: 1 }),
        };
      },
    },
  ];
}

interface Measured {
  samples: number[];
  statuses: Record<string, number>;
}

/** One autocannon instance per route, all at once for `seconds`: each route's own response times and statuses. */
async function hammer(appUrl: string, loads: RouteLoad[], seconds: number): Promise<Map<string, Measured>> {
  const measured = new Map<string, Measured>();
  await Promise.all(
    loads.map(
      (load) =>
        new Promise<void>((resolve, reject) => {
          const figures: Measured = { samples: [], statuses: {} };
          measured.set(load.route, figures);
          const options: autocannon.Options = {
            url: appUrl,
            connections: load.connections,
            duration: seconds,
            timeout: 30,
            requests: [{ setupRequest: (request) => ({ ...request, ...load.next() }) }],
          };
          const instance = autocannon(options, (error) => (error ? reject(error as Error) : resolve()));
          instance.on('response', (_client, statusCode, _bytes, responseTime) => {
            figures.samples.push(responseTime);
            figures.statuses[statusCode] = (figures.statuses[statusCode] ?? 0) + 1;
          });
          instance.on('reqError', () => {
            figures.statuses.error = (figures.statuses.error ?? 0) + 1;
          });
        }),
    ),
  );
  return measured;
}

/**
 * The Functions emulator starts one worker process per request in flight, on demand (seconds each on a busy machine):
 * rounds of `connections` requests at once until a round's slowest answer is quick, so the run measures the API, not
 * the workers' start.
 */
async function warmUp(appUrl: string, connections: number, log: (line: string) => void): Promise<void> {
  for (let round = 1; round <= WARMUP_ROUNDS; round += 1) {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: connections }, () =>
        fetch(`${appUrl}/api/foods?search=rice`, { signal: AbortSignal.timeout(120_000) }).then(
          async (response) => (await response.arrayBuffer(), response.ok),
          () => false,
        ),
      ),
    );
    const slowest = performance.now() - started;
    log(`  warm-up round ${round}: ${answers.filter(Boolean).length} of ${connections} answered, slowest ${(slowest / 1000).toFixed(1)} s`);
    if (answers.every(Boolean) && slowest <= WARM_MS) return;
  }
  log('  the stack did not warm up; measuring anyway');
}

/**
 * Stock and orders of the dishes, read from Firestore past the API: once their stock has stopped moving (a purchase
 * autocannon cut off at the stop still commits on the server), each dish and its orders in one read-only transaction
 * (one consistent snapshot).
 */
async function readDishes(firestoreHost: string, dishes: Map<string, number>): Promise<DishStock[]> {
  const app = initializeApp({ projectId: PROJECT_ID }, `load-${process.pid}-${Date.now()}`);
  try {
    const db = getFirestore(app);
    db.settings({ host: firestoreHost, ssl: false });
    const stocks = async () => (await Promise.all([...dishes.keys()].map((id) => db.collection('foods').doc(id).get()))).map((food) => String(food.get('quantity'))).join();
    let last = await stocks();
    for (let i = 0; i < 30; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const now = await stocks();
      if (now === last) break;
      last = now;
    }
    return await Promise.all(
      [...dishes].map(([foodId, initial]) =>
        db.runTransaction(
          async (transaction) => {
            const food = await transaction.get(db.collection('foods').doc(foodId));
            const orders = await transaction.get(db.collection('orders').where('foodId', '==', foodId));
            const holding = orders.docs.filter((order) => !['cancelled', 'declined', 'expired'].includes(String(order.get('status'))));
            return { foodId, initial, final: Number(food.get('quantity')), orderQuantities: holding.map((order) => Number(order.get('quantity'))) };
          },
          { readOnly: true },
        ),
      ),
    );
  } finally {
    await deleteApp(app);
  }
}

/**
 * The load test: a fresh local stack of its own (seeded, nothing saved; STACK_PORT_BASE and STACK_RUNTIME_DIR place it
 * beside another, as for `npm start`), 100 shoppers browsing and searching and 50 buyers (an account and session
 * each) buying 1 of the same 5 dishes, for `seconds` after a warm-up, over loopback through the Hosting emulator. Then the dishes'
 * stock and orders are read from Firestore.
 */
export async function runLoadBench(log: (line: string) => void, options: { seconds: number; connections: number }): Promise<LoadResult> {
  const { portsFrom, RUNTIME_DIR, startStack } = await import('../scripts/stack.js');
  const base = process.env.STACK_PORT_BASE ? Number(process.env.STACK_PORT_BASE) : undefined;
  const runtimeDir = process.env.STACK_RUNTIME_DIR ? path.resolve(process.env.STACK_RUNTIME_DIR) : RUNTIME_DIR;
  log('  starting a local stack of its own (seeded, nothing saved)...');
  const start = () => startStack({ log: (line) => log(`  ${line}`), runtimeDir, ...(base === undefined ? {} : { ports: portsFrom(base) }) });
  // firebase-tools' own extra ports (logging 4500, …) are not moved by STACK_PORT_BASE: a stack starting beside this one
  // at the same moment can take one first. Once more, then.
  const stack = await start().catch((error: unknown) => {
    log(`  the stack did not start (${(error as Error).message.split('\n')[0]}); once more...`);
    return start();
  });
  try {
    const appUrl = `http://${HOST}:${stack.ports.hosting}`;
    const authHost = `${HOST}:${stack.ports.auth}`;
    const seller = await newAccount(appUrl, authHost, 'load-seller');
    const dishes = new Map<string, number>();
    for (let i = 0; i < DISHES; i += 1) {
      const created = await fetch(`${appUrl}/api/add-food`, {
        method: 'POST',
        headers: { cookie: seller.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          foodName: `Load Test Thali ${i + 1}`,
          foodImage: '/images/foods/kacchi-biryani-800.webp',
          category: 'Rice',
          price: 8.5,
          quantity: DISH_STOCK,
          foodOrigin: 'Bangladesh',
          description: 'A dish the load test buys.',
        }),
      });
      if (created.status !== 201) throw new Error(`POST /api/add-food answered ${created.status}`);
      dishes.set(((await created.json()) as IdResponse)._id, DISH_STOCK);
    }
    const buyers = await mapBounded(Array.from({ length: BUYERS }, (_, i) => i), 5, (i) => newAccount(appUrl, authHost, `load-buyer-${i}`));
    const seeded = (await (await fetch(`${appUrl}/api/foods?limit=100`)).json()) as Food[];
    const seededIds = seeded.map((food) => food._id).filter((id) => !dishes.has(id));
    // The Functions emulator runs one worker process per request in flight, started on demand: start them first.
    const loads = routeLoads(seededIds, [...dishes.keys()], buyers, options.connections);
    await warmUp(appUrl, options.connections, log);
    log(
      `  ${SHOPPERS} shoppers and ${BUYERS} buyers (${DISHES} dishes of stock ${DISH_STOCK}) for ${options.seconds} s at ${appUrl}, ` +
        `at most ${options.connections} requests in flight (${loads.map((load) => load.connections).join(' + ')})...`,
    );
    const started = performance.now();
    const measured = await hammer(appUrl, loads, options.seconds);
    const elapsedMs = performance.now() - started;
    const stock = checkStock(await readDishes(`${HOST}:${stack.ports.firestore}`, dishes));
    const routes = [...measured].map(([route, figures]) => routeFigures(route, figures.samples, figures.statuses));
    const created = measured.get('POST /api/add-purchase-food')?.statuses[201] ?? 0;
    const buyerConnections = loads.at(-1)?.connections ?? 0;
    return { seconds: options.seconds, shoppers: SHOPPERS, buyers: BUYERS, dishes: DISHES, connections: options.connections, buyerConnections, routes, stock, created, elapsedMs };
  } finally {
    await stack.stop();
  }
}

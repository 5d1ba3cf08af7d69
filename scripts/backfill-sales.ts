import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { backfillSales } from '../functions/src/sales/sales-backfill.js';

// Once after deploying the sales dashboard (docs/ARCHITECTURE.md §5j): counts the orders and reviews stored before it
// into the per-kitchen, per-day rollups (README, Deploying):
//   GOOGLE_CLOUD_PROJECT=<project> npx tsx scripts/backfill-sales.ts   (Application Default Credentials)
// With FIRESTORE_EMULATOR_HOST set it works on the emulator instead. Safe to run again: counted documents are marked.
const projectId = process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
if (!projectId) {
  console.error('Set GOOGLE_CLOUD_PROJECT to the Firebase project id.');
  process.exit(2);
}
const result = await backfillSales(getFirestore(initializeApp({ projectId })));
console.log(`Counted ${result.orders} orders and ${result.reviews} reviews into the sales rollups.`);
process.exit(0);

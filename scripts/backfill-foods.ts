import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { backfillFoods } from '../functions/src/foods/foods-backfill.js';

// Once after deploying a version that added derived food fields: search grams, category keys and meta/categories,
// then the rating fields of sort=rating, then the sitemap's shards (README, Deploying):
//   GOOGLE_CLOUD_PROJECT=<project> npx tsx scripts/backfill-foods.ts   (Application Default Credentials)
// With FIRESTORE_EMULATOR_HOST set it works on the emulator instead.
const projectId = process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
if (!projectId) {
  console.error('Set GOOGLE_CLOUD_PROJECT to the Firebase project id.');
  process.exit(2);
}
const result = await backfillFoods(getFirestore(initializeApp({ projectId })));
console.log(`Checked ${result.foods} foods, updated ${result.updated}; meta/categories now lists ${result.categories} categories; ${result.sitemapAdded} foods placed in the sitemap.`);
process.exit(0);

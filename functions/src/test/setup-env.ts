import { inject } from 'vitest';

// Before any test module creates firebase-admin clients: they read these at construction.
process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authHost');
process.env.GCLOUD_PROJECT = 'demo-foodstore';

import { inject } from 'vitest';

// Before any test module creates firebase-admin clients: they read these at construction.
process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authHost');
process.env.GCLOUD_PROJECT = 'demo-foodstore';
// Offline: google-auth-library would otherwise probe the GCE metadata server when the Firestore client starts.
process.env.METADATA_SERVER_DETECTION = 'none';

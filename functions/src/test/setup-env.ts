import { inject } from 'vitest';

// Before any test module creates firebase-admin clients: they read these at construction.
process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authHost');
process.env.FIREBASE_STORAGE_EMULATOR_HOST = inject('storageHost');
process.env.GCLOUD_PROJECT = 'demo-foodstore';
// What the Functions emulator gives a demo- project: the default app's storageBucket comes from here.
process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: 'demo-foodstore', storageBucket: 'demo-foodstore.appspot.com' });
// Offline: google-auth-library would otherwise probe the GCE metadata server when the Firestore client starts.
process.env.METADATA_SERVER_DETECTION = 'none';

import type { ApiError } from '../api';
import { isStorageFull } from '../../components/full-storage';
import { i18n, type MessageDescriptor } from '@lingui/core';

/** A refusal of this browser's storage, as the endpoint's error: `full` when the disk is full. */
const storageFailure = (
  error: unknown,
  message: MessageDescriptor,
  full: MessageDescriptor = message,
): { error: ApiError } => ({
  error: {
    status: 'CUSTOM_ERROR',
    message: i18n._(isStorageFull(error) ? full : message),
    transient: false,
  },
});

/** Runs a read or write of this browser's storage for an endpoint: its data, or its refusal. */
export const keptInBrowser = async <T>(
  work: () => Promise<T>,
  message: MessageDescriptor,
  full: MessageDescriptor = message,
): Promise<{ data: T } | { error: ApiError }> => {
  try {
    return { data: await work() };
  } catch (error) {
    return storageFailure(error, message, full);
  }
};

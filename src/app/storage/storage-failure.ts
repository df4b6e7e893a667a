import type { ApiError } from '../api';
import { isStorageFull } from '../../components/full-storage';
import { i18n, type MessageDescriptor } from '@lingui/core';

/** A refusal of this browser's storage, as the endpoint's error: `full` when the disk is full. */
export const storageFailure = (
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

import type { AppContext } from '../../context.ts';
import { type CloudSpeechConfig, createCloudProvider } from './cloudProvider.ts';
import { createEspeakProvider } from './espeakProvider.ts';
import { createFestivalProvider } from './festivalProvider.ts';
import { createFliteProvider } from './fliteProvider.ts';
import type { SpeechProvider } from './speechProvider.ts';
import { createSpeechService, type SpeechService } from './speechService.ts';

/**
 * The providers we ship, in the order their voices are listed: Festival (Cora), Flite, the cloud
 * voices when configured (timed against Flite's slt), espeak-ng.
 */
export function createSpeechProviders(cloud: CloudSpeechConfig | undefined): SpeechProvider[] {
  const flite = createFliteProvider();
  const reference = { provider: flite, voice: flite.voices().find((voice) => voice.id === 'flite-slt')! };
  return [createFestivalProvider(), flite, ...(cloud ? [createCloudProvider(cloud, reference)] : []), createEspeakProvider()];
}

const services = new WeakMap<AppContext, SpeechService>();

/**
 * The one speech service of a running server (made on first use from its configuration and
 * storage): the speech routes and the render jobs share it, and the server closes it once both
 * have stopped ({@link closeSpeechService}).
 */
export function speechServiceFor(context: AppContext): SpeechService {
  let service = services.get(context);
  if (!service) {
    service = createSpeechService({ storage: context.storage, providers: createSpeechProviders(context.config.ttsCloud) });
    services.set(context, service);
  }
  return service;
}

/** Closes the server's speech service (its synthesiser processes), if one was made. */
export async function closeSpeechService(context: AppContext): Promise<void> {
  await services.get(context)?.close();
  services.delete(context);
}

import { AvatarCompositor } from '../avatar/AvatarCompositor';
import { poseKey } from '../avatar/avatarPose';
import { uploadRgbaRegion } from '../avatar/uploadRegion';
import type { EffectTextures, TextureLookup } from '../gl/Compositor';
import { rampKey, rampStops } from '../effects/filters';
import { maskKey, maskRasterSize } from '../effects/masks';
import { deleteTextures, type PlaneTextures, type SizedTexture, uploadI420, uploadRgba } from '../gl/textures';
import type { EnginePlatform } from '../platform/platform';
import { FontLoader } from '../text/fonts';
import { gradientRamp } from './gradientRamp';
import { rasterizeText, textMeasurer } from '../text/rasterizeText';
import { splitTextLayer, type TextUnit, textUnits } from '../text/textUnits';
import type { AvatarLayer, DrawLayer, DrawList, TextLayer, VectorLayer } from '../timeline/drawList';
import { toDecodedFrame, VideoDecoderSource } from './videoDecoder';

/** `timestamp`: the video frame uploaded; `look`: the presenter's pose and size drawn. */
type Entry = { textures: SizedTexture | PlaneTextures | null; lastUsedFrame: number; timestamp?: number; look?: string };

/** Unused textures and decoders are freed after this many frames (10 s at 25 fps). */
const keepFrames = 250;
/** Largest raster edge for text and vectors. */
const maxRasterEdge = 4096;

/** On-screen size of a layer's unit square in output pixels. */
function outputSize(layer: DrawLayer, renderScale: number) {
  // At rest size while an animation scales the layer, so a zoom does not re-rasterise.
  const [a, b, c, d] = layer.restMatrix ?? layer.matrix;
  return { width: Math.hypot(a, b) * renderScale, height: Math.hypot(c, d) * renderScale };
}

/** Raster sizes come in steps of 1/8 octave, so a slow zoom does not re-rasterise every frame. */
function rasterEdge(pixels: number): number {
  const stepped = 2 ** (Math.ceil(Math.log2(Math.max(1, pixels)) * 8) / 8);
  return Math.min(maxRasterEdge, Math.ceil(stepped));
}

/**
 * Loads, decodes, rasterises and uploads what a frame's layers show, keyed so each thing is
 * uploaded once: images per address, vectors and text per look and raster size, video per file
 * with only the current frame re-uploaded, a presenter per layer re-drawn only when its pose changes.
 */
export class LayerMedia {
  private entries = new Map<string, Entry>();
  private pending = new Map<string, Promise<void>>();
  private videos = new Map<string, VideoDecoderSource>();
  private failures = new Map<string, string>();
  private fonts: FontLoader;
  private textUnitCache = new Map<string, TextUnit[]>();
  private avatars: AvatarCompositor;

  constructor(
    private gl: WebGL2RenderingContext,
    private platform: EnginePlatform,
  ) {
    this.fonts = new FontLoader(platform);
    this.avatars = new AvatarCompositor(platform);
  }

  /** Key of a layer's texture at a render scale. */
  private keyOf(layer: DrawLayer, renderScale: number): string | null {
    switch (layer.kind) {
      case 'image':
        return `image:${layer.src}`;
      case 'video':
        // One decoder per video layer, so two layers of one file can show different moments.
        return `video:${layer.id}:${layer.src}`;
      case 'vector': {
        const size = outputSize(layer, renderScale);
        return `vector:${layer.src}:${layer.fill ?? ''}:${rasterEdge(size.width)}x${rasterEdge(size.height)}`;
      }
      case 'text':
        return `text:${JSON.stringify(layer.spec)}:${rasterEdge(outputSize(layer, renderScale).width)}`;
      case 'gradient':
        return `gradient:${JSON.stringify(layer.gradient.stops)}`;
      case 'avatar':
        // One texture per presenter layer, re-drawn as it moves and speaks.
        return `avatar:${layer.id}:${layer.rig.parts}`;
      default:
        return null;
    }
  }

  /** Makes every layer of the frame ready (awaiting loads, decodes and uploads) and returns the lookup for drawing. */
  async prepare(list: DrawList, renderScale: number): Promise<TextureLookup> {
    await this.splitTextUnits(list);
    const layers = [...list.scene.layers, ...(list.transition?.to.layers ?? [])];
    const keys = new Map<DrawLayer, string>();
    await Promise.all(
      layers.map(async (layer) => {
        const key = this.keyOf(layer, renderScale);
        if (!key) return;
        keys.set(layer, key);
        await this.ensure(key, layer, renderScale, list.frame);
      }),
    );
    const effectKeys = await this.prepareEffects(layers, renderScale, list.frame);
    this.evict(list.frame);
    const texture = (key: string | null | undefined) => {
      const textures = key ? this.entries.get(key)?.textures : null;
      return textures && 'texture' in textures ? textures : null;
    };
    const lookup: TextureLookup = (layer) => {
      const key = keys.get(layer);
      return key ? (this.entries.get(key)?.textures ?? null) : null;
    };
    lookup.effects = (layer): EffectTextures => {
      const keysOf = effectKeys.get(layer);
      return keysOf ? { mask: texture(keysOf.mask), ramp: texture(keysOf.ramp) } : {};
    };
    // Each key's texture is uploaded once, except a video's frame and a presenter's pose, which its entry names.
    lookup.revision = (layer) => {
      const entry = this.entries.get(keys.get(layer) ?? '');
      const keysOf = effectKeys.get(layer);
      const isReady = (key: string | null | undefined) => (texture(key) ? 1 : 0);
      return `${entry?.textures ? 1 : 0}:${entry?.timestamp ?? ''}:${entry?.look ?? ''}:${isReady(keysOf?.mask)}${isReady(keysOf?.ramp)}`;
    };
    return lookup;
  }

  /**
   * Makes the layers' effect textures ready: masks (the SVG rasterised at the box's output size,
   * in steps, alpha read as coverage) and gradient-map ramps (one per set of stops). A mask that
   * fails to load is reported in `failed()` and the layer is drawn unmasked.
   */
  private async prepareEffects(layers: DrawLayer[], renderScale: number, frame: number) {
    const effectKeys = new Map<DrawLayer, { mask: string | null; ramp: string | null }>();
    await Promise.all(
      layers.map(async (layer) => {
        const mask = maskKey(layer, renderScale);
        const ramp = rampKey(layer.filter);
        if (!mask && !ramp) return;
        effectKeys.set(layer, { mask, ramp });
        if (mask && layer.mask) {
          const src = layer.mask.src;
          const size = maskRasterSize(layer, renderScale);
          await this.ensureCached(mask, frame, async () => {
            const bitmap = await this.platform.rasterizeSvg(src, size.width, size.height, null);
            const uploaded = uploadRgba(this.gl, bitmap, bitmap.width, bitmap.height);
            bitmap.close();
            return uploaded;
          });
        }
        if (ramp && layer.filter?.kind === 'gradientMap') {
          const stops = rampStops(layer.filter.stops);
          await this.ensureCached(ramp, frame, async () => {
            const canvas = gradientRamp(this.platform.createCanvas, stops);
            return uploadRgba(this.gl, canvas, canvas.width, canvas.height);
          });
        }
      }),
    );
    return effectKeys;
  }

  /** Loads what `key` names once (concurrent callers share the load); a failure is kept as a missing texture. */
  private async ensureCached(key: string, frame: number, load: () => Promise<SizedTexture | null>) {
    const entry = this.entries.get(key);
    if (entry) {
      entry.lastUsedFrame = frame;
      return;
    }
    let loading = this.pending.get(key);
    if (!loading) {
      loading = load()
        .then((textures) => void this.entries.set(key, { textures, lastUsedFrame: frame }))
        .catch((error: unknown) => {
          this.failures.set(key, String(error));
          this.entries.set(key, { textures: null, lastUsedFrame: frame });
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, loading);
    }
    await loading;
  }

  /**
   * Replaces, in the list, each text layer with a text animation in progress by its unit layers
   * (`splitTextLayer`); measuring needs the text's fonts, so it happens here, once per look.
   */
  private async splitTextUnits(list: DrawList) {
    for (const scene of [list.scene, list.transition?.to]) {
      if (!scene?.layers.some((layer) => layer.kind === 'text' && layer.units)) continue;
      const layers: DrawLayer[] = [];
      for (const layer of scene.layers) {
        if (layer.kind !== 'text' || !layer.units) {
          layers.push(layer);
          continue;
        }
        const key = `${layer.units.kind}:${JSON.stringify(layer.spec)}`;
        let units = this.textUnitCache.get(key);
        if (!units) {
          await this.fonts.ensure(layer.spec);
          units = textUnits(layer.spec, layer.units.kind, textMeasurer(this.platform.createCanvas, layer.spec));
          if (this.textUnitCache.size > 200) this.textUnitCache.clear();
          this.textUnitCache.set(key, units);
        }
        layers.push(...splitTextLayer(layer, units, list));
      }
      scene.layers = layers;
    }
  }

  /** Addresses that failed to load or decode, with the reason (a failed medium counts as missing). */
  failed(): Record<string, string> {
    return Object.fromEntries(this.failures);
  }

  private async ensure(key: string, layer: DrawLayer, renderScale: number, frame: number) {
    if (layer.kind === 'video') {
      const entry = this.entries.get(key);
      if (entry) entry.lastUsedFrame = frame;
      return this.ensureVideoFrame(key, layer.src, layer.mediaTime, frame);
    }
    if (layer.kind === 'avatar') return this.ensureAvatar(key, layer, renderScale, frame);
    return this.ensureCached(key, frame, () => this.load(layer, renderScale));
  }

  private async load(layer: DrawLayer, renderScale: number): Promise<SizedTexture | null> {
    if (layer.kind === 'image') {
      const bitmap = await this.platform.decodeImage(await this.platform.fetchBlob(layer.src));
      const texture = uploadRgba(this.gl, bitmap, bitmap.width, bitmap.height);
      bitmap.close();
      return texture;
    }
    if (layer.kind === 'vector') return this.loadVector(layer, renderScale);
    if (layer.kind === 'text') return this.loadText(layer, renderScale);
    if (layer.kind === 'gradient') {
      const ramp = gradientRamp(this.platform.createCanvas, layer.gradient.stops);
      return uploadRgba(this.gl, ramp, ramp.width, ramp.height);
    }
    return null;
  }

  private async loadVector(layer: VectorLayer, renderScale: number) {
    const size = outputSize(layer, renderScale);
    const bitmap = await this.platform.rasterizeSvg(layer.src, rasterEdge(size.width), rasterEdge(size.height), layer.fill);
    const texture = uploadRgba(this.gl, bitmap, bitmap.width, bitmap.height);
    bitmap.close();
    return texture;
  }

  private async loadText(layer: TextLayer, renderScale: number) {
    await this.fonts.ensure(layer.spec);
    const scale = rasterEdge(outputSize(layer, renderScale).width) / Math.max(1, layer.spec.width);
    const { canvas, content } = rasterizeText(this.platform.createCanvas, layer.spec, scale);
    return { ...uploadRgba(this.gl, canvas, canvas.width, canvas.height), content };
  }

  /**
   * Brings the presenter's texture to the layer's pose at its raster size: nothing when it shows
   * that already, else the picture is re-drawn and only what changed is uploaded.
   */
  private async ensureAvatar(key: string, layer: AvatarLayer, renderScale: number, frame: number) {
    const size = outputSize(layer, renderScale);
    const width = rasterEdge(size.width);
    const height = rasterEdge(size.height);
    const look = `${poseKey(layer.pose)}@${width}x${height}`;
    const entry = this.entries.get(key);
    if (entry) entry.lastUsedFrame = frame;
    if (entry?.look === look) return;
    try {
      const { canvas, changed } = await this.avatars.draw(key, layer.rig, layer.pose, width, height);
      const previous = entry?.textures && 'texture' in entry.textures && entry.textures.width === width && entry.textures.height === height ? entry.textures : undefined;
      if (previous && changed !== 'all') {
        if (changed) uploadRgbaRegion(this.gl, previous, canvas, changed);
        this.entries.set(key, { textures: previous, lastUsedFrame: frame, look });
      } else {
        this.entries.set(key, {
          textures: uploadRgba(this.gl, canvas, width, height, entry?.textures && 'texture' in entry.textures ? entry.textures : undefined),
          lastUsedFrame: frame,
          look,
        });
      }
    } catch (error) {
      this.failures.set(key, String(error));
    }
  }

  private async ensureVideoFrame(key: string, src: string, mediaTime: number, frame: number) {
    try {
      let source = this.videos.get(key);
      if (!source) {
        source = new VideoDecoderSource(src);
        this.videos.set(key, source);
      }
      const sample = await source.frameAt(mediaTime);
      const entry = this.entries.get(key) ?? { textures: null, lastUsedFrame: frame };
      entry.lastUsedFrame = frame;
      this.entries.set(key, entry);
      if (!sample || entry.timestamp === sample.timestamp) return;
      const decoded = await toDecodedFrame(sample);
      if ('i420' in decoded) {
        entry.textures = uploadI420(this.gl, decoded.i420, entry.textures && 'y' in entry.textures ? entry.textures : undefined);
      } else {
        const previous = entry.textures && 'texture' in entry.textures ? entry.textures : undefined;
        entry.textures = uploadRgba(this.gl, decoded.videoFrame, decoded.width, decoded.height, previous);
        decoded.videoFrame.close();
      }
      entry.timestamp = decoded.timestamp;
    } catch (error) {
      this.failures.set(key, String(error));
    }
  }

  private evict(frame: number) {
    for (const [key, entry] of this.entries) {
      if (Math.abs(frame - entry.lastUsedFrame) <= keepFrames) continue;
      if (entry.textures) deleteTextures(this.gl, entry.textures);
      this.entries.delete(key);
      void this.videos.get(key)?.dispose();
      this.videos.delete(key);
      this.avatars.forget(key);
    }
  }

  /** Forgets every GL object (after context loss) and frees decoders. */
  reset(options: { deleteTextures: boolean }) {
    if (options.deleteTextures) for (const entry of this.entries.values()) if (entry.textures) deleteTextures(this.gl, entry.textures);
    this.entries.clear();
    for (const source of this.videos.values()) void source.dispose();
    this.videos.clear();
  }
}

// Peer 2: the same layers with PixiJS 8 on WebGL: Sprites for pictures and video textures (playing
// <video> elements, re-uploaded when a new frame arrives), Text, Graphics for the SVG and the
// gradient rectangle. Same canvas settings as ours (WebGL, no MSAA, no retina scaling). Effects
// (the `effects` scene), drawn every frame: the colour matrix as a ColorMatrixFilter on the
// sprite, the mask SVG (rasterised once at the on-screen size) as a sprite mask, the shadow as a
// tinted, masked copy of the sprite under a BlurFilter (pixi-filters' DropShadowFilter is not
// installed); the animated layers get their position and alpha set each frame; a transition is the
// two scenes as Containers, the incoming one over the outgoing one with alpha = progress (a crossfade).
import { Application, BlurFilter, ColorMatrixFilter, Container, FillGradient, Graphics, Sprite, Text, Texture, type WebGLRenderer } from 'pixi.js';
import { parseRgba } from '../../src/scene/effects/shadow';
import type { OutputSize } from './oursRunner';
import { gradientLine, loadImageElement, loadVideoElement, type PeerEffects, type PeerLayer, type PeerScene } from './peerLayers';
import type { PeerRenderer } from './peerRenderer';

/** The mask SVG rasterised at `width` x `height` output px, as a texture. */
async function maskTexture(src: string, width: number, height: number): Promise<Texture> {
  const image = await loadImageElement(src);
  const canvas = Object.assign(document.createElement('canvas'), { width: Math.max(1, Math.ceil(width)), height: Math.max(1, Math.ceil(height)) });
  canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
  return Texture.from(canvas);
}

/**
 * A picture with its effects: the shadow (tinted masked copy, blurred, offset in canvas px) under
 * the filtered masked picture, both placed as {@link placed} places content; the returned
 * container sits at 0,0 and carries the layer's opacity.
 */
async function effectLayer(layer: PeerLayer & { kind: 'image' }, effects: PeerEffects, outputScale: number): Promise<Container> {
  const texture = Texture.from(await loadImageElement(layer.src));
  const mask = effects.mask ? await maskTexture(effects.mask, layer.width * layer.scaleX * outputScale, layer.height * layer.scaleY * outputScale) : null;
  const box = (offsetX: number, offsetY: number) => {
    const holder = new Container();
    const sprite = new Sprite(texture);
    for (const part of [sprite, ...(mask ? [new Sprite(mask)] : [])]) {
      part.setSize(layer.width, layer.height);
      part.position.set(-layer.width / 2, -layer.height / 2);
      holder.addChild(part);
    }
    if (mask) sprite.setMask({ mask: holder.children[1]!, channel: 'alpha' }); // our masks keep their painted (alpha) area
    holder.position.set(layer.centreX + offsetX, layer.centreY + offsetY);
    holder.scale.set(layer.scaleX * (layer.flipX ? -1 : 1), layer.scaleY * (layer.flipY ? -1 : 1));
    holder.angle = layer.angle;
    return { holder, sprite };
  };
  const root = new Container();
  root.alpha = layer.opacity;
  if (effects.shadow) {
    const { holder, sprite } = box(effects.shadow.offsetX, effects.shadow.offsetY);
    const { r, g, b, a } = parseRgba(effects.shadow.color) ?? { r: 0, g: 0, b: 0, a: 1 };
    sprite.tint = (Math.round(r) << 16) | (Math.round(g) << 8) | Math.round(b);
    holder.alpha = a;
    // Stored blur is 2 sigma in canvas px; Pixi's strength is in output px (default quality 4: 4 passes each way).
    holder.filters = [new BlurFilter({ strength: (effects.shadow.blur / 2) * outputScale })];
    root.addChild(holder);
  }
  const { holder, sprite } = box(0, 0);
  if (effects.filter) {
    const filter = new ColorMatrixFilter();
    filter.matrix = [...effects.filter] as ColorMatrixFilter['matrix'];
    sprite.filters = [filter];
  }
  root.addChild(holder);
  return root;
}

/** The layer's content in its own box (0,0)-(width,height), before placement. */
async function contentOf(layer: PeerLayer, svgText: string, videos: HTMLVideoElement[]): Promise<Container> {
  switch (layer.kind) {
    case 'solid':
      return new Graphics().rect(0, 0, layer.width, layer.height).fill(layer.color);
    case 'gradient': {
      const { start, end } = gradientLine(layer.gradient);
      const colorStops = layer.gradient.stops.map(({ offset, color }) => ({ offset, color }));
      return new Graphics().rect(0, 0, layer.width, layer.height).fill(new FillGradient({ type: 'linear', start, end, colorStops, textureSpace: 'local' }));
    }
    case 'image': {
      const sprite = new Sprite(Texture.from(await loadImageElement(layer.src)));
      sprite.setSize(layer.width, layer.height);
      return sprite;
    }
    case 'video': {
      const video = await loadVideoElement(layer.src);
      videos.push(video);
      const sprite = new Sprite(Texture.from(video));
      sprite.setSize(layer.width, layer.height);
      return sprite;
    }
    case 'vector': {
      const recoloured = layer.fill ? svgText.replaceAll('fill="#000"', `fill="${layer.fill}"`) : svgText;
      const graphics = new Graphics().svg(recoloured);
      graphics.scale.set(layer.width / 100, layer.height / 100); // the SVG's viewBox is 100x100
      return graphics;
    }
    case 'text': {
      const { style } = layer;
      return new Text({
        text: style.text,
        style: {
          fontFamily: style.fontFamily,
          fontSize: style.fontSize,
          fontWeight: style.fontWeight as 'bold',
          fontStyle: style.fontStyle as 'normal',
          fill: style.fill,
          lineHeight: style.fontSize * style.lineHeight,
          align: style.textAlign as 'left',
          wordWrap: true,
          wordWrapWidth: layer.width,
        },
      });
    }
  }
}

/** Places content about the box centre: scale with flips, clockwise angle, opacity. */
async function placed(layer: PeerLayer, svgText: string, videos: HTMLVideoElement[], outputScale: number): Promise<Container> {
  if (layer.kind === 'image' && layer.effects) return effectLayer(layer, layer.effects, outputScale);
  const holder = new Container();
  const content = await contentOf(layer, svgText, videos);
  content.position.set(-layer.width / 2, -layer.height / 2);
  holder.addChild(content);
  holder.position.set(layer.centreX, layer.centreY);
  holder.scale.set(layer.scaleX * (layer.flipX ? -1 : 1), layer.scaleY * (layer.flipY ? -1 : 1));
  holder.angle = layer.angle;
  holder.alpha = layer.opacity;
  return holder;
}

/** Builds the scene in a Pixi Application of the output size (stage scaled from the 1920x1080 project), rendered by hand. */
export async function createPixiPeer(host: HTMLElement, scene: PeerScene, svgText: string, size: OutputSize): Promise<PeerRenderer> {
  const canvas = Object.assign(document.createElement('canvas'), size);
  host.append(canvas);
  const app = new Application();
  await app.init({ canvas, ...size, preference: 'webgl', antialias: false, autoStart: false, sharedTicker: false, resolution: 1, background: '#000000' });
  const outputScale = size.width / 1920;
  app.stage.scale.set(outputScale);
  const videos: HTMLVideoElement[] = [];
  const nodesOf = async (layers: PeerLayer[]) => {
    const nodes: Container[] = [];
    for (const layer of layers) nodes.push(await placed(layer, svgText, videos, outputScale));
    return nodes;
  };
  const outgoing = await nodesOf(scene.layers);
  let incoming: Container | null = null;
  if (scene.incoming.length > 0) {
    incoming = new Container({ children: await nodesOf(scene.incoming), alpha: 0 });
    app.stage.addChild(new Container({ children: outgoing }), incoming);
  } else {
    app.stage.addChild(...outgoing);
  }
  const animated = scene.layers.flatMap((layer, index) => {
    const node = outgoing[index]!;
    return scene.animated.includes(layer.id) ? [{ layer, node, x: node.x, y: node.y }] : [];
  });
  const { gl } = app.renderer as WebGLRenderer;
  const pixel = new Uint8Array(4);
  return {
    videos,
    render(frame) {
      const { progress, poses } = scene.frameAt(frame);
      if (incoming) incoming.alpha = progress;
      for (const { layer, node, x, y } of animated) {
        const pose = poses.get(layer.id);
        node.visible = pose !== null && pose !== undefined;
        if (pose) {
          node.position.set(x + pose.centreX - layer.centreX, y + pose.centreY - layer.centreY);
          node.alpha = pose.opacity;
        }
      }
      app.renderer.render(app.stage);
      // As the bench's compositor worker: reading a pixel waits for SwiftShader (gl.finish is only a flush in Chromium).
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    },
    async dispose() {
      for (const video of videos) video.pause();
      app.destroy({ removeView: true }, { children: true, texture: true, textureSource: true });
    },
  };
}

// Peer 1: the same layers with Fabric.js 7 on a canvas 2D StaticCanvas (the classic editor
// renderer): FabricImage for pictures and for playing <video> elements (uncached, redrawn each
// frame), Textbox, SVG through loadSVGFromString, a Rect with a linear Gradient. Effects (the
// `effects` scene): the colour matrix as a ColorMatrix image filter (Fabric applies filters once,
// to a cached copy of the picture), the mask SVG as the image's clipPath, the shadow as a Fabric
// Shadow (canvas 2D shadowBlur, drawn every frame); the animated layers get their left/top and
// opacity set each frame; a transition is the two scenes as Groups, the incoming one over the
// outgoing one with opacity = progress (a crossfade).
import { FabricImage, type FabricObject, Gradient, Group, Point, Rect, Shadow, StaticCanvas, Textbox, filters, loadSVGFromString, util } from 'fabric';
import { forceCpuCanvas2d } from './cpuCanvas2d';
import type { OutputSize } from './oursRunner';
import { gradientLine, loadImageElement, loadVideoElement, type PeerEffects, type PeerLayer, type PeerScene, type Placement } from './peerLayers';
import type { PeerRenderer } from './peerRenderer';

/**
 * The mask SVG (a 100x100 viewBox, as every catalogue mask) as a clip path stretched over the
 * object's own `width` x `height` box, in the object's plane (centre at 0,0).
 */
async function maskClipPath(src: string, width: number, height: number): Promise<FabricObject> {
  const { objects } = await loadSVGFromString(await (await fetch(src)).text());
  const shapes = objects.filter((object): object is FabricObject => object !== null);
  const shape = shapes.length === 1 ? shapes[0]! : new Group(shapes);
  const centre = shape.getCenterPoint(); // in SVG units
  const [scaleX, scaleY] = [width / 100, height / 100];
  shape.set({ scaleX: shape.scaleX * scaleX, scaleY: shape.scaleY * scaleY });
  shape.setPositionByOrigin(new Point(-width / 2 + centre.x * scaleX, -height / 2 + centre.y * scaleY), 'center', 'center');
  return shape;
}

/** Filter (applied once here), clip path and shadow of an image. */
async function withEffects(image: FabricImage, effects: PeerEffects, width: number, height: number): Promise<FabricImage> {
  if (effects.filter) {
    image.filters = [new filters.ColorMatrix({ matrix: [...effects.filter] })];
    image.applyFilters();
  }
  if (effects.mask) image.clipPath = await maskClipPath(effects.mask, width, height);
  // nonScaling: blur and offset in canvas px (times the zoom), as stored, not times the object's scale.
  if (effects.shadow) image.shadow = new Shadow({ ...effects.shadow, nonScaling: true });
  return image;
}

/** Centre-origin options (Fabric 7 defaults to a centre origin) for content whose own size is `naturalWidth` x `naturalHeight`. */
function centred(p: Placement, naturalWidth = p.width, naturalHeight = p.height) {
  return {
    originX: 'center' as const,
    originY: 'center' as const,
    left: p.centreX,
    top: p.centreY,
    scaleX: (p.width * p.scaleX) / naturalWidth,
    scaleY: (p.height * p.scaleY) / naturalHeight,
    angle: p.angle,
    flipX: p.flipX,
    flipY: p.flipY,
    opacity: p.opacity,
  };
}

/** Text grows from the top of its box: place its top-left corner where the rotated box has it. */
function topLeft(p: Placement) {
  const radians = (p.angle * Math.PI) / 180;
  const [halfWidth, halfHeight] = [(p.width * p.scaleX) / 2, (p.height * p.scaleY) / 2];
  return {
    originX: 'left' as const,
    originY: 'top' as const,
    left: p.centreX - halfWidth * Math.cos(radians) + halfHeight * Math.sin(radians),
    top: p.centreY - halfWidth * Math.sin(radians) - halfHeight * Math.cos(radians),
    scaleX: p.scaleX,
    scaleY: p.scaleY,
    angle: p.angle,
    flipX: p.flipX,
    flipY: p.flipY,
    opacity: p.opacity,
  };
}

async function fabricObjectOf(layer: PeerLayer, svgText: string, videos: HTMLVideoElement[]): Promise<FabricObject> {
  switch (layer.kind) {
    case 'solid':
      return new Rect({ width: layer.width, height: layer.height, fill: layer.color, strokeWidth: 0, ...centred(layer) });
    case 'gradient': {
      const { start, end } = gradientLine(layer.gradient);
      const fill = new Gradient({
        type: 'linear',
        gradientUnits: 'pixels',
        coords: { x1: start.x * layer.width, y1: start.y * layer.height, x2: end.x * layer.width, y2: end.y * layer.height },
        colorStops: layer.gradient.stops.map(({ offset, color }) => ({ offset, color })),
      });
      return new Rect({ width: layer.width, height: layer.height, fill, strokeWidth: 0, ...centred(layer) });
    }
    case 'image': {
      const image = await loadImageElement(layer.src);
      const object = new FabricImage(image, centred(layer, image.naturalWidth, image.naturalHeight));
      return layer.effects ? withEffects(object, layer.effects, image.naturalWidth, image.naturalHeight) : object;
    }
    case 'video': {
      const video = await loadVideoElement(layer.src);
      videos.push(video);
      return new FabricImage(video, { objectCaching: false, ...centred(layer, video.videoWidth, video.videoHeight) });
    }
    case 'vector': {
      const { objects, options } = await loadSVGFromString(svgText);
      const shapes = objects.filter((object): object is FabricObject => object !== null);
      if (layer.fill) for (const shape of shapes) shape.set({ fill: layer.fill });
      const group = util.groupSVGElements(shapes, options);
      return group.set(centred(layer, group.width, group.height));
    }
    case 'text': {
      const { style } = layer;
      return new Textbox(style.text, {
        width: layer.width,
        fontFamily: style.fontFamily,
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        fontStyle: style.fontStyle as 'normal',
        fill: style.fill,
        lineHeight: style.lineHeight,
        textAlign: style.textAlign as 'left',
        ...topLeft(layer),
      });
    }
  }
}

/**
 * Builds the scene on a StaticCanvas of the output size (zoomed from the 1920x1080 project); with
 * `cpuCanvas`, every canvas 2D Fabric makes until dispose is CPU-backed (see cpuCanvas2d.ts).
 */
export async function createFabricPeer(host: HTMLElement, scene: PeerScene, svgText: string, size: OutputSize, cpuCanvas: boolean): Promise<PeerRenderer> {
  const restoreCanvas = cpuCanvas ? forceCpuCanvas2d() : () => undefined;
  const element = Object.assign(document.createElement('canvas'), size);
  host.append(element);
  const canvas = new StaticCanvas(element, { ...size, enableRetinaScaling: false, renderOnAddRemove: false });
  canvas.setZoom(size.width / 1920);
  const videos: HTMLVideoElement[] = [];
  const objectsOf = async (layers: PeerLayer[]) => {
    const objects: FabricObject[] = [];
    for (const layer of layers) objects.push(await fabricObjectOf(layer, svgText, videos));
    return objects;
  };
  const outgoing = await objectsOf(scene.layers);
  let incoming: Group | null = null;
  if (scene.incoming.length > 0) {
    // Uncached groups: each object is drawn every frame (with its own cache) under the group's opacity.
    incoming = new Group(await objectsOf(scene.incoming), { objectCaching: false, opacity: 0 });
    canvas.add(new Group(outgoing, { objectCaching: false }), incoming);
  } else {
    canvas.add(...outgoing);
  }
  // Animated objects with their resting left/top (in their group's plane once grouped).
  const animated = scene.layers.flatMap((layer, index) => {
    const object = outgoing[index]!;
    return scene.animated.includes(layer.id) ? [{ layer, object, left: object.left, top: object.top }] : [];
  });
  const context = canvas.getContext();
  return {
    videos,
    render(frame) {
      const { progress, poses } = scene.frameAt(frame);
      if (incoming) incoming.opacity = progress;
      for (const { layer, object, left, top } of animated) {
        const pose = poses.get(layer.id);
        object.set(pose ? { visible: true, left: left + pose.centreX - layer.centreX, top: top + pose.centreY - layer.centreY, opacity: pose.opacity } : { visible: false });
      }
      canvas.renderAll();
      // Canvas 2D records draw calls and rasterises later; reading a pixel makes the raster happen now.
      context.getImageData(0, 0, 1, 1);
    },
    async dispose() {
      for (const video of videos) video.pause();
      await canvas.dispose();
      element.remove();
      restoreCanvas();
    },
  };
}

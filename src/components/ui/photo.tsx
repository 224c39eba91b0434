import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

/**
 * A photo through Next's image optimiser, as a plain <img> (issue 17, decision 0226): the same
 * src, srcset, sizes, dimensions and loading hints as next/image's <Image>, from its documented
 * getImageProps(), but no client component. <Image> is one, with state, refs and a load handler per
 * instance, and the browser paid for 24 of them on every search page while hydrating. The page's
 * photos need none of that: they are fixed-size, never blurred in, and their alt text is given.
 * Works in server and client components alike (no hooks).
 */
export function Photo(
  props: Omit<ImageProps, 'onLoad' | 'onError' | 'placeholder' | 'blurDataURL' | 'loader' | 'fill'>,
) {
  const { props: img } = getImageProps(props)
  // What <Image priority> does besides eager loading: the photo is asked for from the <head>.
  if (props.priority && img.src)
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' })
  // eslint-disable-next-line @next/next/no-img-element -- the optimised props come from getImageProps
  return <img {...img} alt={props.alt} />
}

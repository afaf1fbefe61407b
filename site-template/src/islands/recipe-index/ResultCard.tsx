import { formatDuration, totalMinutes } from '@larder/shared/format/duration';
import { imageSrc, imageSrcSet } from '@larder/shared/image-variants';
import type { PublicImage } from '@larder/shared/schemas/image';
import type { RecipeSummary } from '@larder/shared/schemas/recipe-public';
import { recipePath } from '../../lib/paths';
import LockIcon from '../LockIcon';

/**
 * An image of a result: the kitchen's resized copies when the builder made them (the static
 * index), else the original from the API's file host (a result the API gave).
 */
function ResultImage({ image }: { image: PublicImage }) {
  const built = image.variants !== undefined;
  return (
    <img
      src={built ? imageSrc(image, 640) : image.url}
      {...(built ? { srcSet: imageSrcSet(image), sizes: '(min-width: 768px) 25vw, 100vw' } : {})}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
    />
  );
}

/** A search result: the content of the recipe card (components/RecipeCard.astro) for the index island. */
export default function ResultCard({ recipe }: { recipe: RecipeSummary }) {
  const image = recipe.images[0];
  const minutes = totalMinutes(recipe);
  return (
    <article className="result-card">
      <a href={recipePath(recipe.slug)} className="result-card-link">
        <div className="result-card-media">
          {image && <ResultImage image={image} />}
          {recipe.privacySetting !== 'public' && (
            <span className="result-card-badge">
              <LockIcon /> Subscribers only
            </span>
          )}
        </div>
        <h3 className="result-card-title">{recipe.title}</h3>
      </a>
      <p className="result-card-meta">
        <span>
          {recipe.ingredientUsageCount} {recipe.ingredientUsageCount === 1 ? 'ingredient' : 'ingredients'}
        </span>
        {minutes > 0 && (
          <span>
            <span className="visually-hidden">Total time </span>
            {formatDuration(minutes)}
          </span>
        )}
      </p>
    </article>
  );
}

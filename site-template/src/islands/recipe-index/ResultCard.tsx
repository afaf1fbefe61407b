import { imageSrc, imageSrcSet } from '@larder/shared/image-variants';
import type { PublicImage } from '@larder/shared/schemas/image';
import type { RecipeSummary } from '@larder/shared/schemas/recipe-public';
import { recipeCardMeta } from '../../lib/card-labels';
import { recipePath } from '../../lib/paths';
import LockIcon from '../LockIcon';
import '../../styles/recipe-card.css';

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

/**
 * A search result: the recipe card of components/RecipeCard.astro for the index island, with its
 * class names, stylesheet and labels (an island cannot render the .astro component itself).
 */
export default function ResultCard({ recipe }: { recipe: RecipeSummary }) {
  const image = recipe.images[0];
  const meta = recipeCardMeta(recipe);
  return (
    <article className="recipe-card">
      <a href={recipePath(recipe.slug)} className="recipe-card-link">
        <div className="recipe-card-media">
          {image && <ResultImage image={image} />}
          {recipe.privacySetting !== 'public' && (
            <span className="lock-badge">
              <LockIcon /> Subscribers only
            </span>
          )}
        </div>
        <h3 className="recipe-card-title">{recipe.title}</h3>
      </a>
      <p className="recipe-card-meta">
        {meta.ingredients && <span>{meta.ingredients}</span>}
        {meta.totalTime && (
          <span>
            <span className="visually-hidden">Total time </span>
            {meta.totalTime}
          </span>
        )}
      </p>
    </article>
  );
}

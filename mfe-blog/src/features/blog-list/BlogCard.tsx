// One post in the list: image, category, title, excerpt, up to three tags, author and date.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SafeImage, type BlogPostSummary } from '@firm/shared-contracts';
import { formatDate } from '@firm/shared-contracts/format';
import { cardTags } from './blogListApi.ts';
import { BLOG_IMAGE_RATIO, blogImageSize } from './blogImage.ts';

const CARD_IMAGE = blogImageSize(640);

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.paper};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  position: relative;
  &:focus-within {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const Image = styled(SafeImage)`
  width: 100%;
  height: auto;
  aspect-ratio: ${BLOG_IMAGE_RATIO};
  object-fit: cover;
  background: ${({ theme }) => theme.color.line};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]};
  flex: 1;
`;

const Category = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.ledger};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.heading};
  a {
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
  }
  /* The whole card is clickable through the title link. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
`;

const Excerpt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.slate};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.mist};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.graphite};
  }
`;

const Meta = styled.p`
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.slate};
`;

/**
 * `first`: the card at the top of the list, whose image is the largest thing on a phone's first
 * screen: fetched at once and ahead of the others, not when layout finds it near the viewport.
 */
export function BlogCard({ post, first = false }: { post: BlogPostSummary; first?: boolean }) {
  const tags = cardTags(post.tags);
  return (
    <Card>
      <Image
        src={post.featured_image}
        alt=""
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
      <Body>
        {post.category ? <Category>{post.category}</Category> : null}
        <Title>
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </Title>
        {post.excerpt ? <Excerpt>{post.excerpt}</Excerpt> : null}
        {tags.length > 0 ? (
          <Tags aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </Tags>
        ) : null}
        <Meta>
          {post.author} · <time dateTime={post.published_at ?? undefined}>{formatDate(post.published_at, 'long')}</time>
        </Meta>
      </Body>
    </Card>
  );
}

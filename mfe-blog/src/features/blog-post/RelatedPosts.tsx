// Up to three newer posts of the same category under an article, read by the post's loader.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SafeImage, type RelatedPost } from '@firm/shared-contracts';
import { formatDate } from '@firm/shared-contracts/format';
import { blogImageSize } from '../blog-list/blogImage.ts';

const RELATED_IMAGE = blogImageSize(400);

const Wrapper = styled.aside`
  margin-top: ${({ theme }) => theme.space[16]};
  padding-top: ${({ theme }) => theme.space[8]};
  border-top: 1px solid ${({ theme }) => theme.color.line};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    color: ${({ theme }) => theme.color.ink};
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    width: 100%;
    height: auto;
    border-radius: 8px;
  }
  a {
    color: ${({ theme }) => theme.color.ink};
    font-weight: 700;
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.slate};
  }
`;

export function RelatedPosts({ posts }: { posts: readonly RelatedPost[] }) {
  if (posts.length === 0) return null;
  return (
    <Wrapper aria-labelledby="related-title">
      <h2 id="related-title">Related Articles</h2>
      <List>
        {posts.map((item) => (
          <li key={item.id}>
            <SafeImage src={item.featured_image} alt="" {...RELATED_IMAGE} loading="lazy" />
            <Link to={`/blog/${item.slug}`}>{item.title}</Link>
            <p>{formatDate(item.published_at, 'long')}</p>
          </li>
        ))}
      </List>
    </Wrapper>
  );
}

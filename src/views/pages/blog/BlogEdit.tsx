// /pages/blog/edit/:id: title, a slug made from the title (until edited by hand), categories, status, excerpt,
// featured image with preview, and the body in the shared rich-text editor. Saving validates, the fake database
// stores the post, and the list and the post show the change.
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { ImagePlus, RotateCcw, Trash2 } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import { Alert, Button, Card, CardBody, Col, Form, Input, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { Spinner } from '@/@core/components/Spinner'
import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  blogEditSchema,
  slugify,
  type BlogEdit as BlogEditData,
  type BlogEditInput
} from '@/contracts/blog'
import { useAppDispatch } from '@/redux/hooks'
import { Avatar } from '../shared/Avatar'
import { formatDate } from '../shared/format'
import { FormField, fieldAria } from '../shared/FormField'
import { LoadState } from '../shared/LoadState'
import { imageProblem, readAsDataUrl } from '../shared/readImage'
import { useLoad } from '@/@core/hooks/useLoad'
import { fetchBlogEdit, saveBlogPost } from './blogApi'
import '../shared/pages.scss'
import './blog.scss'

const RichTextEditor = lazy(() => import('@/@core/components/editor/RichTextEditor'))
const IMAGE_MAX_BYTES = 2 * 1024 * 1024

const valuesOf = (post: BlogEditData): BlogEditInput => ({
  blogTitle: post.blogTitle,
  slug: post.slug,
  blogCategories: post.blogCategories,
  status: post.status,
  excerpt: post.excerpt,
  featuredImage: post.featuredImage,
  content: post.content
})

function EditForm({ post, onSaved }: { post: BlogEditData; onSaved: (post: BlogEditData) => void }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const prefix = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  // The slug follows the title until someone edits it; a post whose slug differs from its title keeps its own.
  const [slugFollows, setSlugFollows] = useState(() => post.slug === slugify(post.blogTitle))
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    watch,
    reset,
    formState: { errors, isSubmitting, isDirty }
  } = useForm<BlogEditInput>({ resolver: zodResolver(blogEditSchema), defaultValues: valuesOf(post) })

  const image = watch('featuredImage')
  const excerpt = watch('excerpt')
  const message = (name: keyof BlogEditInput) => {
    const key = errors[name]?.message
    return key ? t(`pages.blog.errors.${key}`, { defaultValue: key }) : undefined
  }
  const field = (name: keyof BlogEditInput, hint = false) => {
    const { ref, ...rest } = register(name)
    return {
      ...fieldAria(`${prefix}-${name}`, { error: message(name), hint }),
      innerRef: ref,
      invalid: Boolean(errors[name]),
      ...rest
    }
  }
  const title = register('blogTitle')
  const slug = register('slug')

  const chooseImage = async (file: File | undefined) => {
    if (!file) return
    const problem = imageProblem(file, IMAGE_MAX_BYTES)
    if (problem) {
      setError('featuredImage', { message: problem === 'type' ? 'imageType' : 'imageLarge' })
      return
    }
    clearErrors('featuredImage')
    setValue('featuredImage', await readAsDataUrl(file), { shouldDirty: true })
  }

  const submit = async (values: BlogEditInput) => {
    setServerError(null)
    const result = await dispatch(saveBlogPost({ id: post.id, input: values }))
    if (saveBlogPost.fulfilled.match(result)) {
      reset(valuesOf(result.payload))
      onSaved(result.payload)
      toast.success(t('pages.blog.saved'))
    } else setServerError(result.payload ?? t('pages.common.failed'))
  }

  return (
    <Form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="blog-edit-title">
      {serverError && (
        <Alert color="danger" fade={false} role="alert">
          {serverError}
        </Alert>
      )}
      <Row className="g-3">
        <Col md={6}>
          <FormField
            id={`${prefix}-blogTitle`}
            label={t('pages.blog.form.title')}
            error={message('blogTitle')}
            className=""
          >
            <Input
              {...fieldAria(`${prefix}-blogTitle`, { error: message('blogTitle') })}
              invalid={Boolean(errors.blogTitle)}
              name={title.name}
              innerRef={title.ref}
              onBlur={title.onBlur}
              onChange={(e) => {
                void title.onChange(e)
                if (slugFollows) setValue('slug', slugify(e.target.value), { shouldDirty: true })
              }}
              dir="auto"
            />
          </FormField>
        </Col>
        <Col md={6}>
          <FormField
            id={`${prefix}-slug`}
            label={t('pages.blog.form.slug')}
            hint={
              slugFollows ? (
                t('pages.blog.form.slugFollows')
              ) : (
                <Button
                  color="link"
                  size="sm"
                  className="p-0 d-inline-flex align-items-center gap-1"
                  onClick={() => {
                    setSlugFollows(true)
                    setValue('slug', slugify(watch('blogTitle')), { shouldDirty: true, shouldValidate: true })
                  }}
                >
                  <RotateCcw size={12} aria-hidden="true" />
                  {t('pages.blog.form.slugFromTitle')}
                </Button>
              )
            }
            error={message('slug')}
            className=""
          >
            <Input
              {...fieldAria(`${prefix}-slug`, { error: message('slug'), hint: true })}
              invalid={Boolean(errors.slug)}
              name={slug.name}
              innerRef={slug.ref}
              onBlur={slug.onBlur}
              onChange={(e) => {
                setSlugFollows(false)
                void slug.onChange(e)
              }}
              dir="ltr"
            />
          </FormField>
        </Col>
        <Col md={6}>
          <fieldset aria-describedby={errors.blogCategories ? `${prefix}-categories-error` : undefined}>
            <legend className="form-label fs-6 mb-2">{t('pages.blog.form.categories')}</legend>
            <div className="d-flex flex-wrap gap-3">
              {BLOG_CATEGORIES.map((category) => (
                <div className="form-check" key={category}>
                  <input
                    className={`form-check-input${errors.blogCategories ? ' is-invalid' : ''}`}
                    type="checkbox"
                    id={`${prefix}-cat-${category}`}
                    value={category}
                    {...register('blogCategories')}
                  />
                  <label className="form-check-label" htmlFor={`${prefix}-cat-${category}`}>
                    {t(`pages.blog.categories.${category}`)}
                  </label>
                </div>
              ))}
            </div>
            {errors.blogCategories && (
              <div id={`${prefix}-categories-error`} className="invalid-feedback d-block">
                {message('blogCategories')}
              </div>
            )}
          </fieldset>
        </Col>
        <Col md={6}>
          <FormField
            id={`${prefix}-status`}
            label={t('pages.blog.form.status')}
            error={message('status')}
            className=""
          >
            <Input {...field('status')} type="select">
              {BLOG_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`pages.blog.status.${status}`)}
                </option>
              ))}
            </Input>
          </FormField>
        </Col>
        <Col md={12}>
          <FormField
            id={`${prefix}-excerpt`}
            label={t('pages.blog.form.excerpt')}
            hint={t('pages.blog.form.excerptCount', { count: excerpt.length, max: 300 })}
            error={message('excerpt')}
            className=""
          >
            <Input {...field('excerpt', true)} type="textarea" rows={3} dir="auto" />
          </FormField>
        </Col>
        <Col md={12}>
          <fieldset
            aria-describedby={`${prefix}-image-hint${errors.featuredImage ? ` ${prefix}-image-error` : ''}`}
          >
            <legend className="form-label fs-6 mb-2">{t('pages.blog.form.featuredImage')}</legend>
            <div className="d-flex flex-wrap align-items-center gap-3 border rounded p-3">
              {image ? (
                <img
                  src={image}
                  alt={t('pages.blog.form.imagePreview')}
                  className="rounded blog-featured-preview"
                />
              ) : (
                <div className="rounded bg-body-tertiary d-flex align-items-center justify-content-center blog-featured-preview text-body-secondary small">
                  {t('pages.blog.form.noImage')}
                </div>
              )}
              <div>
                <input
                  ref={fileInput}
                  id={`${prefix}-image-file`}
                  type="file"
                  accept="image/png,image/jpeg,image/gif,image/webp"
                  className="visually-hidden"
                  tabIndex={-1}
                  aria-hidden="true"
                  onChange={(e) => {
                    void chooseImage(e.target.files?.[0])
                    e.target.value = ''
                  }}
                />
                <div className="d-flex flex-wrap gap-2 mb-2">
                  <Button
                    color="primary"
                    outline
                    size="sm"
                    onClick={() => fileInput.current?.click()}
                    className="d-inline-flex align-items-center gap-1"
                  >
                    <ImagePlus size={14} aria-hidden="true" />
                    {t('pages.blog.form.chooseImage')}
                  </Button>
                  {image && (
                    <Button
                      color="secondary"
                      outline
                      size="sm"
                      className="d-inline-flex align-items-center gap-1 vl-btn-outline"
                      onClick={() => setValue('featuredImage', '', { shouldDirty: true })}
                    >
                      <Trash2 size={14} aria-hidden="true" />
                      {t('pages.blog.form.removeImage')}
                    </Button>
                  )}
                </div>
                <p id={`${prefix}-image-hint`} className="form-text mb-0">
                  {t('pages.blog.form.imageHint')}
                </p>
                {errors.featuredImage && (
                  <div id={`${prefix}-image-error`} className="invalid-feedback d-block" role="alert">
                    {message('featuredImage')}
                  </div>
                )}
              </div>
            </div>
          </fieldset>
        </Col>
        <Col md={12}>
          <span className="form-label d-block" id={`${prefix}-content-label`}>
            {t('pages.blog.form.content')}
          </span>
          <Controller
            control={control}
            name="content"
            render={({ field: { value, onChange } }) => (
              <Suspense fallback={<Spinner label={t('pages.blog.form.editorLoading')} />}>
                <RichTextEditor
                  id={`${prefix}-content`}
                  value={value}
                  onChange={onChange}
                  label={t('pages.blog.form.content')}
                  invalid={Boolean(errors.content)}
                  describedBy={errors.content ? `${prefix}-content-error` : undefined}
                />
              </Suspense>
            )}
          />
          {errors.content && (
            <div id={`${prefix}-content-error`} className="invalid-feedback d-block">
              {message('content')}
            </div>
          )}
        </Col>
      </Row>
      <div className="d-flex flex-wrap gap-2 mt-4">
        <Button color="primary" type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('pages.common.saving') : t('pages.blog.form.save')}
        </Button>
        <Button
          color="secondary"
          outline
          type="button"
          className="vl-btn-outline"
          disabled={isSubmitting || !isDirty}
          onClick={() => reset()}
        >
          {t('pages.blog.form.discard')}
        </Button>
        <Link to={`/pages/blog/detail/${post.id}`} className="btn btn-link">
          {t('pages.blog.form.viewPost')}
        </Link>
      </div>
    </Form>
  )
}

export default function BlogEdit() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const id = Number(useParams().id)
  const state = useLoad(() => dispatch(fetchBlogEdit(id)).unwrap(), [dispatch, id])
  return (
    <div className="blog-page">
      <h1 id="blog-edit-title" className="h3 mb-3">
        {t('pages.blog.editTitle')}
      </h1>
      <LoadState state={state} onRetry={state.reload}>
        {(post) => (
          <Card className="border-0 shadow-sm">
            <CardBody>
              <div className="d-flex align-items-center gap-2 mb-4">
                <Avatar name={post.userFullName} src={post.avatar} size={38} />
                <div>
                  <p className="mb-0 fw-semibold">{post.userFullName}</p>
                  <p className="mb-0 small text-body-secondary">
                    {t('pages.blog.postedOn', { date: formatDate(post.createdTime, i18n.language, 'long') })}
                  </p>
                </div>
              </div>
              <EditForm key={post.id} post={post} onSaved={(next) => state.update(() => next)} />
            </CardBody>
          </Card>
        )}
      </LoadState>
    </div>
  )
}

//! The browser's own services for the player's data (SPEC §11), each behind a typed error:
//! compression with `CompressionStream`/`DecompressionStream` (`deflate-raw`, for the transfer
//! code) and the storage manager (`navigator.storage`: `persist()`, `persisted()`,
//! `estimate()`).
//!
//! web-sys 0.3 binds the compression streams only behind `web_sys_unstable_apis`, so they are
//! reached through `js_sys::Reflect`: every call can fail (an old browser, a damaged stream)
//! and every failure is an error value, never a panic.

use js_sys::{Array, Function, Promise, Reflect, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::rules::refused::StreamError;

/// At most this many bytes come out of a decompression: far more than a browser's
/// localStorage holds (5–10 MB), far less than a pasted code could otherwise inflate to.
pub const MAX_INFLATED: usize = 32 * 1024 * 1024;

/// `target[name]`, if it is there.
fn property(target: &JsValue, name: &str) -> Option<JsValue> {
    let value = Reflect::get(target, &JsValue::from_str(name)).ok()?;
    (!value.is_undefined() && !value.is_null()).then_some(value)
}

/// Calls `target.name(...args)`, catching what it throws.
fn call(target: &JsValue, name: &str, args: &Array) -> Result<JsValue, JsValue> {
    let function: Function = property(target, name)
        .ok_or_else(|| JsValue::from_str(name))?
        .dyn_into()?;
    Reflect::apply(&function, target, args)
}

/// Awaits `value` as a promise.
async fn settle(value: JsValue) -> Result<JsValue, JsValue> {
    JsFuture::from(value.dyn_into::<Promise>()?).await
}

/// Runs `bytes` through a new `kind` stream (`CompressionStream` or `DecompressionStream`) in
/// `deflate-raw`, reading at most `limit` bytes out.
async fn transform(kind: &str, bytes: &[u8], limit: usize) -> Result<Vec<u8>, StreamError> {
    let constructor: Function = property(&js_sys::global(), kind)
        .and_then(|c| c.dyn_into().ok())
        .ok_or(StreamError::Unsupported)?;
    let stream = Reflect::construct(&constructor, &Array::of1(&"deflate-raw".into()))
        .map_err(|_| StreamError::Unsupported)?;
    let input = Uint8Array::from(bytes);
    let blob = web_sys::Blob::new_with_u8_array_sequence(&Array::of1(&input))
        .map_err(|_| StreamError::Damaged)?;
    let damaged = |_| StreamError::Damaged;
    let readable = call(&blob, "stream", &Array::new()).map_err(damaged)?;
    let output = call(&readable, "pipeThrough", &Array::of1(&stream)).map_err(damaged)?;
    let reader = call(&output, "getReader", &Array::new()).map_err(damaged)?;
    let mut out = Vec::new();
    loop {
        let chunk = settle(call(&reader, "read", &Array::new()).map_err(damaged)?)
            .await
            .map_err(damaged)?;
        if property(&chunk, "done").and_then(|d| d.as_bool()) != Some(false) {
            return Ok(out);
        }
        let value: Uint8Array = property(&chunk, "value")
            .and_then(|v| v.dyn_into().ok())
            .ok_or(StreamError::Damaged)?;
        if out.len().saturating_add(value.length() as usize) > limit {
            // The rest is never read; the stream is cancelled (its promise needs no answer).
            let _ = call(&reader, "cancel", &Array::new());
            return Err(StreamError::TooLarge);
        }
        out.extend(value.to_vec());
    }
}

/// `bytes` compressed by the browser (`deflate-raw`).
pub async fn compress(bytes: &[u8]) -> Result<Vec<u8>, StreamError> {
    transform("CompressionStream", bytes, usize::MAX).await
}

/// `bytes` decompressed by the browser (`deflate-raw`), at most [`MAX_INFLATED`] bytes.
pub async fn decompress(bytes: &[u8]) -> Result<Vec<u8>, StreamError> {
    transform("DecompressionStream", bytes, MAX_INFLATED).await
}

/// Why the storage manager could not answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ManagerError {
    /// No `navigator.storage` here (an insecure context, an old browser).
    Unavailable,
    /// The browser refused or failed to answer.
    Failed,
}

/// The browser's storage manager, if this page has one.
fn manager() -> Result<web_sys::StorageManager, ManagerError> {
    let navigator: JsValue = web_sys::window()
        .ok_or(ManagerError::Unavailable)?
        .navigator()
        .into();
    property(&navigator, "storage")
        .and_then(|s| s.dyn_into().ok())
        .ok_or(ManagerError::Unavailable)
}

/// Awaits a promise of a boolean from the storage manager.
async fn answer(promise: Result<Promise, JsValue>) -> Result<bool, ManagerError> {
    let promise = promise.map_err(|_| ManagerError::Failed)?;
    let value = JsFuture::from(promise)
        .await
        .map_err(|_| ManagerError::Failed)?;
    value.as_bool().ok_or(ManagerError::Failed)
}

/// Asks the browser to keep this site's storage (`navigator.storage.persist()`): whether it
/// will.
pub async fn persist() -> Result<bool, ManagerError> {
    answer(manager()?.persist()).await
}

/// Whether the browser keeps this site's storage until the player deletes it
/// (`navigator.storage.persisted()`).
pub async fn persisted() -> Result<bool, ManagerError> {
    answer(manager()?.persisted()).await
}

/// The space this site uses and may use, in bytes (`navigator.storage.estimate()`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub usage: f64,
    pub quota: Option<f64>,
}

/// How much space this site uses (`navigator.storage.estimate()`).
pub async fn estimate() -> Result<Estimate, ManagerError> {
    let promise = manager()?.estimate().map_err(|_| ManagerError::Failed)?;
    let value = JsFuture::from(promise)
        .await
        .map_err(|_| ManagerError::Failed)?;
    let number = |name| property(&value, name).and_then(|v| v.as_f64());
    Ok(Estimate {
        usage: number("usage").ok_or(ManagerError::Failed)?,
        quota: number("quota"),
    })
}

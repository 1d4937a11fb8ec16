//! Live views mounted in the places of a page drawn as markup (the Rules' worked examples, Learn
//! to play's board, a game's and a puzzle's board and controls): the one way the whole game puts
//! its components into a page's markup.

use leptos::prelude::*;
use leptos::tachys::view::{Mountable, Render};
use wasm_bindgen::JsCast;

/// Where a view goes: at the end of an element, or before one.
pub enum Place {
    /// The last child of this element.
    End(web_sys::Element),
    /// Before this element, in its parent.
    Before(web_sys::Element),
}

/// Views once mounted in their places.
type Mounted = Vec<<AnyView as Render>::State>;

/// The element of `root` with `class` (one class name), if any.
pub fn part(root: &web_sys::Element, class: &str) -> Option<web_sys::Element> {
    root.query_selector(&format!(".{class}")).ok().flatten()
}

/// Once the element `root` holds is drawn, mounts each view `views` gives (from that element) in
/// its place, once: built under the caller's owner (its contexts, its cleanup), untracked so that nothing they read
/// mounts them again, and kept in the caller's owner, so that they stop with it (a view kept in
/// an effect's value would outlive the signals it reads by a task: a signal written by a cleanup
/// would run it on a disposed one).
pub fn mount_once<E, F>(root: NodeRef<E>, views: F)
where
    E: leptos::html::ElementType,
    E::Output: JsCast + Clone + 'static,
    F: FnOnce(&web_sys::Element) -> Vec<(Place, AnyView)> + 'static,
{
    let mounted = StoredValue::new_local(None::<Mounted>);
    // The caller's owner, not the effect's: an effect run again would dispose what it built.
    let owner = Owner::current();
    let mut views = Some(views);
    Effect::new(move || {
        let Some(root) = root.get() else { return };
        if mounted.try_with_value(Option::is_some) != Some(false) {
            return;
        }
        let Some(views) = views.take() else { return };
        let root: web_sys::Element = root.unchecked_into();
        let build = || {
            views(&root)
                .into_iter()
                .filter_map(|(place, view)| {
                    let mut state = view.build();
                    match place {
                        Place::End(parent) => state.mount(&parent, None),
                        Place::Before(next) => state.mount(&next.parent_element()?, Some(&next)),
                    }
                    Some(state)
                })
                .collect()
        };
        let built: Mounted = match &owner {
            Some(owner) => owner.with(|| untrack(build)),
            None => untrack(build),
        };
        mounted.try_set_value(Some(built));
    });
}

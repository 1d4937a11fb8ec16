//! Live views mounted in the places of a page drawn as markup (the Rules' worked examples, Learn
//! to play's board, a game's and a puzzle's board and controls): the one way the whole game puts
//! its components into a page's markup.

use leptos::prelude::*;
use leptos::tachys::view::{Mountable, Render};

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
/// its place, once: built under the caller (its contexts, its cleanup), untracked so that nothing
/// they read mounts them again.
pub fn mount_once<F>(root: NodeRef<leptos::html::Div>, views: F)
where
    F: FnOnce(&web_sys::Element) -> Vec<(Place, AnyView)> + 'static,
{
    let mut views = Some(views);
    Effect::new(move |mounted: Option<Option<Mounted>>| {
        if let Some(Some(mounted)) = mounted {
            return Some(mounted);
        }
        let root = root.get()?;
        let views = views.take()?;
        Some(untrack(|| {
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
        }))
    });
}

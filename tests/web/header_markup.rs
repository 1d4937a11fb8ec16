//! The site's header and the update notice as markup (`src/header_markup.rs`): every language
//! offered by its own name, the one in force chosen and no other, the control disabled before a
//! program only, the brand linking home, the notice's words.

use mastermind::header_markup::{self, Control};
use mastermind::i18n::Lang;

#[test]
fn the_header_offers_every_language_and_chooses_the_one_in_force() {
    for &lang in Lang::ALL {
        let t = lang.shell();
        for control in [Control::Live, Control::Disabled] {
            let header = header_markup::header(t, lang, control);
            assert!(
                header.starts_with(r#"<header class="site-header"><a href="/" class="brand">"#),
                "{header}"
            );
            assert!(header.ends_with("</select></header>"), "{header}");
            assert_eq!(
                header.matches("<option").count(),
                Lang::ALL.len(),
                "{header}"
            );
            assert_eq!(header.matches(" selected").count(), 1, "{header}");
            for &other in Lang::ALL {
                let option = format!(
                    r#"<option value="{0}" lang="{0}"{1}>{2}</option>"#,
                    other.code(),
                    if other == lang { " selected" } else { "" },
                    other.native_name()
                );
                assert!(header.contains(&option), "{option} in {header}");
            }
            let select = format!(
                r#"<select id="language" class="language" aria-label="{}"{}>"#,
                t.language,
                if control == Control::Disabled {
                    " disabled"
                } else {
                    ""
                }
            );
            assert!(header.contains(&select), "{select} in {header}");
        }
    }
}

#[test]
fn the_update_notice_says_a_version_is_ready_and_offers_reload() {
    for &lang in Lang::ALL {
        let t = lang.shell();
        let notice = header_markup::update_notice(t);
        assert_eq!(
            notice,
            format!(
                r#"<div class="update-notice"><p>{}</p><button type="button">{}</button></div>"#,
                t.update_ready, t.reload
            )
        );
    }
}
